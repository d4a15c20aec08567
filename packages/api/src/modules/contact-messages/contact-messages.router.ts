import { router } from '../../trpc';

// Placeholder until this domain lands.
export const contactMessagesRouter = router({});
