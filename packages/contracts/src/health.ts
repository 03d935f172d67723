import './zod-setup';
import { z } from 'zod';

/** GET /health/live of every service: the process runs. */
export const livenessSchema = z.object({ status: z.literal('ok') });
export type Liveness = z.infer<typeof livenessSchema>;

export const HEALTH_CHECK_STATES = ['up', 'down'] as const;

/**
 * GET /health/ready of every service: 200 `ok` when each dependency it uses (database, Redis)
 * answers, else 503 `unavailable`; the gateway's /api/health shows each service's answer.
 */
export const readinessSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.enum(HEALTH_CHECK_STATES)),
});
export type Readiness = z.infer<typeof readinessSchema>;
