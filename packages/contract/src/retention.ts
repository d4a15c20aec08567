import { z } from 'zod';

// The retention job (issue 16, spec section 9): what each rule would delete, and what the last run did.

export const retentionRuleCountSchema = z.object({ rule: z.string(), label: z.string(), count: z.number().int() });

/** A run as stored: counts only (a daily run may delete thousands of rows; their ids help nobody then). */
export const retentionOutcomeSchema = z.object({
  at: z.string(),
  dryRun: z.boolean(),
  trigger: z.enum(['daily', 'manual']),
  rules: z.array(retentionRuleCountSchema),
  error: z.string().nullable(),
});

/** A simulation: what each rule would delete now, with the ids to look them up. */
export const retentionDryRunSchema = z.object({
  at: z.string(),
  rules: z.array(retentionRuleCountSchema.extend({ ids: z.array(z.string()) })),
});
export type RetentionDryRun = z.infer<typeof retentionDryRunSchema>;
export type RetentionOutcome = z.infer<typeof retentionOutcomeSchema>;

export const retentionRuleInfoSchema = z.object({ rule: z.string(), label: z.string(), keptFor: z.string() });

export const retentionStatusSchema = z.object({
  nextRunAt: z.string(),
  lastRun: retentionOutcomeSchema.nullable(),
  rules: z.array(retentionRuleInfoSchema),
  /** What is kept on purpose, and why (results are the federation's sporting record). */
  kept: z.array(z.object({ label: z.string(), reason: z.string() })),
});
export type RetentionStatus = z.infer<typeof retentionStatusSchema>;
