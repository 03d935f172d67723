import { baseServiceEnv, KIT_CONFIG, envFlag, envPort, loadConfig } from '@elite/nest-kit';
import { z } from 'zod';

export const rewardsEnvSchema = z.object({
  ...baseServiceEnv,
  REWARDS_PORT: envPort(3005),
  /** Points a signed-in client earns when a ride of theirs is completed. */
  REWARDS_POINTS_PER_RIDE: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(100),
  /** Off only where another process consumes the events. */
  REWARDS_CONSUMERS: envFlag(true),
});
export type RewardsConfig = z.output<typeof rewardsEnvSchema>;

export const REWARDS_CONFIG = KIT_CONFIG;

export function loadRewardsConfig(env: NodeJS.ProcessEnv = process.env): RewardsConfig {
  return loadConfig(rewardsEnvSchema, env);
}
