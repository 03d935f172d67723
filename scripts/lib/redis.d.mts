export const LOCAL_REDIS: string;
export function redisAnswers(url: string, options?: { timeoutMs?: number }): Promise<boolean>;
export function chooseRedis(env?: NodeJS.ProcessEnv): Promise<string | undefined>;
export function forgetRedisNamespace(url: string, prefix: string): Promise<void>;
export function searchRedisNamespace(
  url: string,
  prefix: string,
  text: string,
): Promise<{ scanned: number; holding: string[] }>;
