import type { PersonalDataKind } from '@app/contract';
import { trpcClient } from '../../../lib/trpc';

/** Each erasable kind is deleted by its own module's procedure (the same as on its screen). */
export const removeRecord: Partial<Record<PersonalDataKind, (id: string) => Promise<unknown>>> = {
  participant: (id) => trpcClient.participants.remove.mutate({ id }),
  volunteer: (id) => trpcClient.volunteers.remove.mutate({ id }),
  message: (id) => trpcClient.contact.remove.mutate({ id }),
  accreditation: (id) => trpcClient.accreditations.remove.mutate({ id }),
  newsletter: (id) => trpcClient.newsletter.remove.mutate({ id }),
};
