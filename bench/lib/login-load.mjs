// POST /api/auth/login under load: one registered account signing in with its right password on
// every request, so each answer is a full argon2id verification plus a signed session cookie.
// Successful sign-ins are never throttled (issue 3), so every answer must be 200.
import { randomBytes } from 'node:crypto';
import { loadTest, summarise } from './load.mjs';

// What services/identity/src/auth/password-hasher.ts uses (OWASP's argon2id minimum); reported, not tuned.
const ARGON2 = 'argon2id, m=19456 KiB, t=2, p=1';

export async function benchLogin({ gatewayUrl, connections, seconds, warmupSeconds, progress }) {
  const tag = randomBytes(4).toString('hex');
  const credentials = { email: `bench-login-${tag}@bench.example.com`, password: `bench-password-${tag}` };
  const registered = await fetch(`${gatewayUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Login', username: `bench_login_${tag}`, ...credentials }),
  });
  if (registered.status !== 201)
    throw new Error(`register answered ${registered.status}: ${await registered.text()}`);

  const url = `${gatewayUrl}/api/auth/login`;
  progress(
    `POST ${url}: ${warmupSeconds}s warm-up, then ${seconds}s at ${connections} connections (${ARGON2})`,
  );
  const result = await loadTest({
    url,
    connections,
    seconds,
    warmupSeconds,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  const summary = summarise(result);
  progress(
    `  ${summary.requestsPerSecond} req/s, p50 ${summary.latencyMs.p50} ms, p99 ${summary.latencyMs.p99} ms, non-2xx ${summary.non2xx}`,
  );
  return { path: '/api/auth/login', via: 'gateway', connections, seconds, passwordHash: ARGON2, ...summary };
}
