import { z } from 'zod';

export const statsSchema = z.object({
  participants: z.number(),
  volunteers: z.number(),
  partners: z.number(),
  messages: z.number(),
  /** Messages waiting for an answer (PENDING): the dashboard's Messages badge. */
  messagesPending: z.number(),
  accreditations: z.number(),
  newsletter: z.number(),
  results: z.number(),
});
export type Stats = z.infer<typeof statsSchema>;
