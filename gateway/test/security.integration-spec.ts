import { apiErrorSchema, createBookingSchema, quoteRequestSchema } from '@elite/contracts';
import fc from 'fast-check';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { eventually } from '@elite/nest-kit/testing';
import { freePort } from '../../scripts/lib/ports.mjs';
import { startServiceProcess, type RunningService } from '../../scripts/lib/service-process.mjs';
import { requireRedisUrl } from '../../scripts/lib/test-environment.mjs';
import { loadGatewayConfig, type GatewayConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/gateway';
import { SERVICE_NAMES, createLogger, serviceEnvPrefix } from '@elite/nest-kit/core';
import { send, type Answer } from './support/http-client';

// The security rules of issue 3 as a customer's browser meets them: every call goes through the
// gateway to the five real services (their built dist/main.js), on real Postgres and Redis.

const SERVICES = SERVICE_NAMES.map((name) => ({
  name,
  portVariable: `${serviceEnvPrefix(name)}_PORT`,
  urlVariable: `${serviceEnvPrefix(name)}_URL`,
}));

const ADMIN_EMAIL = 'security.admin@example.test';
const ADMIN_PASSWORD = 'admin-security-pass-1';
const CLIENT_PASSWORD = 'client-security-pass-1';
const WRONG_PASSWORD = 'not-the-password-9';

/** Every admin-only route of docs/product.md §7 and docs/architecture.md §5, with a body that would be valid for an admin. */
const ADMIN_ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/admin/bookings' },
  { method: 'GET', path: '/api/admin/bookings/stats' },
  { method: 'PATCH', path: '/api/admin/bookings/1/status', body: { status: 'confirmed' } },
  { method: 'GET', path: '/api/admin/contact-messages' },
  { method: 'POST', path: '/api/magic-links/create', body: { email: 'someone@example.test' } },
  { method: 'GET', path: '/api/notifications/deliveries' },
];

describe('security through the gateway', () => {
  const run = randomBytes(4).toString('hex');
  const services: RunningService[] = [];
  let gateway: RunningGateway;
  let gatewayConfig: GatewayConfig;
  const logger = createLogger('gateway', 'silent');
  let db: Client;
  /** Every body any response carried, to prove afterwards that none holds a password or a hash. */
  const bodies: string[] = [];

  beforeAll(async () => {
    requireRedisUrl();
    // Its own Redis namespace (queues, login counters): other suites of this run fail logins from the same address.
    const env = {
      QUEUE_PREFIX: `${(process.env.QUEUE_PREFIX ?? 'test').slice(0, 32)}-sec`,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DEMO_MODE: 'false',
      PUBLIC_URL: 'http://elite.example.test',
    };
    // Every port is chosen first: services call each other (magic-link and tracking → booking → magic-link).
    const ports: Record<string, number> = {};
    const urls: Record<string, string> = {};
    for (const service of SERVICES) {
      ports[service.name] = await freePort();
      urls[service.urlVariable] = `http://127.0.0.1:${ports[service.name]}`;
    }
    for (const service of SERVICES) {
      services.push(
        await startServiceProcess({
          entry: join(__dirname, `../../services/${service.name}/dist/main.js`),
          portVariable: service.portVariable,
          port: ports[service.name],
          env: {
            ...env,
            ...urls,
            ...(service.name === 'identity'
              ? { AUTH_PRIVATE_KEY_FILE: process.env.AUTH_PRIVATE_KEY_FILE }
              : {}),
            // No e-mail is read here: a relay nobody listens on, so sending only retries in the background.
            ...(service.name === 'notifications' ? { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` } : {}),
          },
        }),
      );
    }

    // This suite makes many accounts from one address; the edge's limits have their own suite (edge-limits).
    // No REDIS_URL: the gateway runs in single-node mode, as `npm start` runs it.
    gatewayConfig = loadGatewayConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_SCALE: '100',
      ...urls,
    });
    gateway = await startGateway(gatewayConfig, logger);
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await gateway?.close();
    await Promise.all(services.map((service) => service.stop()));
  });

  async function call(
    method: string,
    path: string,
    { body, cookie }: { body?: unknown; cookie?: string } = {},
  ): Promise<Answer> {
    const answer = await send(gateway.url, method, path, {
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    bodies.push(answer.body);
    return answer;
  }
  const statusOf = async (...args: Parameters<typeof call>) => (await call(...args)).status;

  /** The Set-Cookie line of the session cookie a response set. */
  const sessionSetCookie = (answer: Answer) =>
    answer.headers['set-cookie']?.find((line) => line.startsWith('elite_session='));

  /** The `name=value` part of the session cookie a response set. */
  function sessionCookieOf(answer: Answer): string {
    const cookie = sessionSetCookie(answer);
    if (!cookie) throw new Error(`no session cookie in ${answer.status} ${answer.body}`);
    return cookie.split(';')[0]!;
  }

  async function register(tag: string, extra: Record<string, unknown> = {}) {
    const email = `${tag}.${run}@example.test`;
    const answer = await call('POST', '/api/auth/register', {
      body: { name: 'Security Rider', email, username: `${tag}_${run}`, password: CLIENT_PASSWORD, ...extra },
    });
    expect(answer.status).toBe(201);
    return { email, user: answer.json<{ user: { id: number; role: string } }>().user };
  }

  async function signIn(email: string, password: string): Promise<string> {
    const answer = await call('POST', '/api/auth/login', { body: { email, password } });
    expect(answer.status).toBe(200);
    return sessionCookieOf(answer);
  }

  const bookingBody = (email: string, magicLinkToken?: string) => ({
    pickupLocation: 'LAX Terminal 4',
    dropoffLocation: 'Beverly Hills',
    date: '2031-05-02',
    time: '09:30',
    passengers: 3,
    luggage: 2,
    fullName: 'Security Rider',
    email,
    phone: '+1 310 555 0100',
    paymentMethod: 'card',
    magicLinkToken,
  });

  async function bookAs(email: string, cookie?: string, magicLinkToken?: string): Promise<number> {
    const answer = await call('POST', '/api/bookings', { cookie, body: bookingBody(email, magicLinkToken) });
    expect(answer.status).toBe(201);
    return answer.json<{ id: number }>().id;
  }

  describe('admin routes', () => {
    it.each(ADMIN_ROUTES)('$method $path answers 401 to a visitor', async ({ method, path, body }) => {
      const answer = await call(method, path, { body });
      expect(answer.status).toBe(401);
      expect(answer.json()).toMatchObject({ statusCode: 401 });
    });

    let client: string;
    beforeAll(async () => {
      client = await signIn((await register('client')).email, CLIENT_PASSWORD);
    });

    it.each(ADMIN_ROUTES)(
      '$method $path answers 403 to a signed-in client',
      async ({ method, path, body }) => {
        const answer = await call(method, path, { body, cookie: client });
        expect(answer.status).toBe(403);
        expect(answer.json()).toMatchObject({ statusCode: 403 });
      },
    );

    it('answer an admin signed in with the seeded account', async () => {
      const cookie = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      for (const { method, path } of ADMIN_ROUTES.filter((route) => route.method === 'GET')) {
        expect(await statusOf(method, path, { cookie })).toBe(200);
      }
    });
  });

  describe('registration and sign-in', () => {
    it('makes a client of whoever asks to register as an admin, and gives them no admin route', async () => {
      const { email, user } = await register('wants-admin', { role: 'admin' });
      expect(user.role).toBe('client');
      const cookie = await signIn(email, CLIENT_PASSWORD);
      expect(
        (await call('GET', '/api/auth/me', { cookie })).json<{ user: { role: string } }>().user.role,
      ).toBe('client');
      expect(await statusOf('GET', '/api/admin/bookings', { cookie })).toBe(403);
      const rows = await db.query('SELECT role FROM identity.users WHERE email = $1', [email]);
      expect(rows.rows).toEqual([{ role: 'client' }]);
    });

    it('refuses the sixth rapid failed sign-in for one e-mail from one address with 429 and a Retry-After', async () => {
      const { email } = await register('throttled');
      const wrong = { body: { email, password: WRONG_PASSWORD } };
      for (let attempt = 1; attempt <= 5; attempt++)
        expect(await statusOf('POST', '/api/auth/login', wrong)).toBe(401);
      const sixth = await call('POST', '/api/auth/login', wrong);
      expect(sixth.status).toBe(429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      // The right password from that address is refused too while the pair waits: the wait is what stops guessing.
      const right = { body: { email, password: CLIENT_PASSWORD } };
      expect(await statusOf('POST', '/api/auth/login', right)).toBe(429);
    });

    it('sets the session cookie HttpOnly, SameSite and on the whole site', async () => {
      const { email } = await register('cookie');
      const answer = await call('POST', '/api/auth/login', { body: { email, password: CLIENT_PASSWORD } });
      const cookie = sessionSetCookie(answer)!;
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Path=\//i);
      const loggedOut = await call('POST', '/api/auth/logout', { cookie: sessionCookieOf(answer) });
      expect(sessionSetCookie(loggedOut)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/i);
    });
  });

  describe('signing out', () => {
    it('makes the old session worthless at once: the same cookie or Bearer token afterwards is nobody (401, { user: null })', async () => {
      const owner = await register('signout');
      const cookie = await signIn(owner.email, CLIENT_PASSWORD);
      const before = await eventually(
        () => call('GET', `/api/rewards/user/${owner.user.id}`, { cookie }),
        (answer) => answer.status === 200,
        10_000,
      );
      expect(before.status).toBe(200);
      expect(await statusOf('POST', '/api/auth/logout', { cookie })).toBe(204);

      expect(await statusOf('GET', `/api/rewards/user/${owner.user.id}`, { cookie })).toBe(401);
      expect((await call('GET', '/api/auth/me', { cookie })).json()).toEqual({ user: null });
      const token = cookie.split('=').slice(1).join('=');
      const bearer = await fetch(`${gateway.url}/api/rewards/user/${owner.user.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(bearer.status).toBe(401);
      // Signing in again gives a new session that works.
      const again = await signIn(owner.email, CLIENT_PASSWORD);
      expect(await statusOf('GET', `/api/rewards/user/${owner.user.id}`, { cookie: again })).toBe(200);
    });

    it('stays signed out when the gateway restarts in single-node mode: the old admin cookie is nobody (401)', async () => {
      expect(gatewayConfig.redis).toBeUndefined();
      const cookie = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(await statusOf('GET', '/api/admin/bookings', { cookie })).toBe(200);
      expect(await statusOf('POST', '/api/auth/logout', { cookie })).toBe(204);

      await gateway.close();
      gateway = await startGateway(gatewayConfig, logger);
      expect(await statusOf('GET', '/api/admin/bookings', { cookie })).toBe(401);
      expect((await call('GET', '/api/auth/me', { cookie })).json()).toEqual({ user: null });
      const again = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(await statusOf('GET', '/api/admin/bookings', { cookie: again })).toBe(200);
    });

    it('reaches every gateway replica: one that did not see the sign-out refuses the cookie within seconds', async () => {
      const other = await startGateway(gatewayConfig, logger);
      try {
        const cookie = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
        const throughOther = () =>
          fetch(`${other.url}/api/admin/bookings`, { headers: { cookie } }).then((answer) => answer.status);
        expect(await throughOther()).toBe(200);
        expect(await statusOf('POST', '/api/auth/logout', { cookie })).toBe(204);
        expect(await eventually(throughOther, (status) => status === 401, 15_000)).toBe(401);
      } finally {
        await other.close();
      }
    });
  });

  describe('magic links', () => {
    async function createLink(email: string): Promise<string> {
      const admin = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      const answer = await call('POST', '/api/magic-links/create', { cookie: admin, body: { email } });
      expect(answer.status).toBe(201);
      const { url } = answer.json<{ url: string }>();
      expect(url).toMatch(/^http:\/\/elite\.example\.test\/magic-link\/[A-Za-z0-9_-]{32}$/);
      return url.split('/').at(-1)!;
    }

    it('opens as often as asked, with the previous booking; the booking made with it spends it (then 410)', async () => {
      const email = `magic.${run}@example.test`;
      const bookingId = await bookAs(email);
      const token = await createLink(email);
      for (const _opening of [1, 2]) {
        const opened = await call('GET', `/api/magic-links/validate/${token}`);
        expect(opened.status).toBe(200);
        expect(opened.json()).toMatchObject({
          email,
          booking: { id: bookingId, pickupLocation: 'LAX Terminal 4', passengers: 3 },
        });
      }
      const rebooked = await bookAs(email, undefined, token);
      expect(rebooked).not.toBe(bookingId);
      const spent = await call('GET', `/api/magic-links/validate/${token}`);
      expect(spent.status).toBe(410);
      expect(spent.json()).toMatchObject({ statusCode: 410 });
      const again = await call('POST', '/api/bookings', { body: bookingBody(email, token) });
      expect(again.status).toBe(410);
    });

    it('never lets the internal spend routes through the gateway', async () => {
      const token = await createLink(`internal.${run}@example.test`);
      for (const route of ['consume', 'release']) {
        const answer = await call('POST', `/internal/magic-links/${route}`, {
          body: { token, bookingId: 1 },
        });
        expect(answer.status).toBe(404);
      }
      expect(await statusOf('GET', `/api/magic-links/validate/${token}`)).toBe(200);
    });
  });

  describe('rewards', () => {
    it('opens a reward account for a registered user within 5 s, with no further call', async () => {
      const { user } = await register('enrolled');
      const accounts = await eventually(
        () =>
          db
            .query('SELECT points FROM rewards.user_rewards WHERE user_id = $1', [user.id])
            .then((result) => result.rows),
        (rows) => rows.length > 0,
        5_000,
      );
      expect(accounts).toEqual([{ points: 0 }]);
    });

    it("lets a client read their own account and transactions, never another user's (403)", async () => {
      const owner = await register('owner');
      const stranger = await register('stranger');
      const ownerCookie = await signIn(owner.email, CLIENT_PASSWORD);
      const strangerCookie = await signIn(stranger.email, CLIENT_PASSWORD);
      const account = await eventually(
        () => call('GET', `/api/rewards/user/${owner.user.id}`, { cookie: ownerCookie }),
        (answer) => answer.status === 200,
        10_000,
      );
      expect(account.status).toBe(200);
      const accountId = account.json<{ id: number }>().id;
      const transactions = `/api/rewards/transactions/${accountId}`;
      expect(await statusOf('GET', transactions, { cookie: ownerCookie })).toBe(200);

      expect(await statusOf('GET', `/api/rewards/user/${owner.user.id}`, { cookie: strangerCookie })).toBe(
        403,
      );
      expect(await statusOf('GET', transactions, { cookie: strangerCookie })).toBe(403);
      expect(await statusOf('GET', `/api/rewards/user/${owner.user.id}`)).toBe(401);
      expect(await statusOf('GET', transactions)).toBe(401);
    });
  });

  // Last (a file's tests run in order): no answer of the whole suite, to any caller, carried a password or a hash.
  describe('generated hostile input on every public route (fast-check)', () => {
    // Strings that break naive code: controls, NUL, lone surrogates, quotes, operators, huge ones.
    const nasty = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        '\u0000',
        'a\u0000b',
        '\ud800',
        '\u001b[31m',
        "'; DROP TABLE x; --",
        '{"$gt":""}',
        '../../etc/passwd',
        '%00',
        '',
      ),
      fc.string({ minLength: 2_000, maxLength: 40_000 }),
    );
    const wrongTypes = fc.oneof(
      nasty,
      fc.boolean(),
      fc.double(),
      fc.integer(),
      fc.constantFrom(null, [], {}, [1], { $ne: null }, 1e308, -1, 0, 2 ** 53),
    );
    /** A body close to a real one with some fields replaced, or any JSON at all. */
    const bodyLike = (fields: string[]) =>
      fc.oneof(
        fc.dictionary(fc.constantFrom(...fields), wrongTypes, { maxKeys: fields.length }),
        fc.jsonValue({ maxDepth: 3 }),
      );
    const segment = fc.oneof(
      fc.integer({ min: -5, max: 2 ** 40 }).map(String),
      fc.string({ maxLength: 300 }).map(encodeURIComponent),
      fc.constantFrom(
        '%',
        '%zz',
        '%00',
        '..%2F..',
        '%C0%AE',
        '1e3',
        '0x1f',
        '-1',
        '99999999999999999999',
        'null',
      ),
    );
    const query = fc.dictionary(
      fc.constantFrom('token', 'status', 'limit', 'offset', 'email', 'prefill', 'q'),
      fc.oneof(segment, fc.array(segment, { maxLength: 3 })),
      { maxKeys: 4 },
    );
    const headerValue = fc.string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      maxLength: 9_000,
    });
    const headers = fc.record(
      {
        'x-booking-token': headerValue,
        cookie: headerValue,
        'content-type': fc.constantFrom(
          'application/json',
          'text/plain',
          'application/json; charset=latin1',
          'multipart/form-data',
        ),
      },
      { requiredKeys: [] },
    );

    const ROUTES: {
      method: string;
      path: (segment: string) => string;
      fields?: string[];
      admin?: boolean;
    }[] = [
      { method: 'GET', path: () => '/api/services' },
      { method: 'GET', path: () => '/api/vehicles' },
      { method: 'GET', path: () => '/api/vehicle-types' },
      { method: 'GET', path: () => '/api/service-types' },
      { method: 'GET', path: () => '/api/testimonials' },
      { method: 'GET', path: () => '/api/places' },
      // The fields of the contracts' request bodies, each given hostile values.
      { method: 'POST', path: () => '/api/quotes', fields: Object.keys(quoteRequestSchema.shape) },
      { method: 'POST', path: () => '/api/bookings', fields: Object.keys(createBookingSchema.shape) },
      { method: 'GET', path: (id) => `/api/bookings/${id}` },
      { method: 'POST', path: () => '/api/contact', fields: ['name', 'email', 'subject', 'message'] },
      { method: 'POST', path: () => '/api/newsletter', fields: ['email'] },
      {
        method: 'POST',
        path: () => '/api/auth/register',
        fields: ['name', 'email', 'username', 'password', 'phone', 'role'],
      },
      { method: 'POST', path: () => '/api/auth/login', fields: ['email', 'password', 'rememberMe'] },
      { method: 'POST', path: () => '/api/auth/logout' },
      { method: 'GET', path: () => '/api/auth/me' },
      { method: 'GET', path: (token) => `/api/magic-links/validate/${token}` },
      { method: 'POST', path: () => '/api/magic-links/create', fields: ['email', 'send'], admin: true },
      { method: 'GET', path: () => '/api/admin/bookings', admin: true },
      { method: 'GET', path: () => '/api/admin/bookings/stats', admin: true },
      { method: 'PATCH', path: (id) => `/api/admin/bookings/${id}/status`, fields: ['status'], admin: true },
      { method: 'GET', path: () => '/api/admin/contact-messages', admin: true },
      { method: 'GET', path: (id) => `/api/tracking/driver-location/${id}` },
      {
        method: 'POST',
        path: () => '/api/tracking/driver-location',
        fields: ['driverId', 'bookingId', 'latitude', 'longitude', 'heading'],
      },
      { method: 'GET', path: (id) => `/api/rewards/user/${id}` },
      { method: 'GET', path: () => '/api/rewards/tiers' },
      { method: 'GET', path: (id) => `/api/rewards/transactions/${id}` },
      { method: 'POST', path: () => '/api/rewards/redeem', fields: ['points'] },
    ];
    const RUNS_PER_ROUTE = 100;
    let sent = 0;
    let adminCookie: string;

    beforeAll(async () => {
      adminCookie = await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    });

    afterAll(() => {
      // The count of generated requests, for the record (the note asks for it).
      process.stdout.write(`fast-check sent ${sent} generated requests through the gateway\n`);
    });

    it.each(ROUTES.map((route) => [`${route.method} ${route.path(':x')}`, route] as const))(
      '%s: never a 5xx or a stack trace, always the JSON error shape',
      async (_name, route) => {
        await fc.assert(
          fc.asyncProperty(
            segment,
            query,
            headers,
            route.fields ? bodyLike(route.fields) : fc.constant(undefined),
            fc.boolean(),
            async (param, search, extra, body, asAdmin) => {
              const url = new URL(`${gateway.url}${route.path(param)}`);
              for (const [key, value] of Object.entries(search))
                for (const one of [value].flat()) url.searchParams.append(key, one);
              const cookie = route.admin && asAdmin ? adminCookie : extra.cookie;
              const hasBody = body !== undefined && route.method !== 'GET';
              const response = await fetch(url, {
                method: route.method,
                headers: {
                  ...(extra['x-booking-token'] === undefined
                    ? {}
                    : { 'x-booking-token': extra['x-booking-token'] }),
                  ...(cookie === undefined ? {} : { cookie }),
                  ...(hasBody ? { 'content-type': extra['content-type'] ?? 'application/json' } : {}),
                },
                body: hasBody ? JSON.stringify(body) : undefined,
              });
              sent++;
              const text = await response.text();
              const where = `${route.method} ${url.pathname}${url.search.slice(0, 200)} → ${response.status} ${text.slice(0, 300)}`;
              expect([where, response.status < 500]).toEqual([where, true]);
              expect(text).not.toMatch(/\n\s+at .+\(.*:\d+:\d+\)|node_modules|QueryFailedError/);
              if (response.status >= 400) {
                expect(response.headers.get('content-type')).toMatch(/^application\/json/);
                expect([where, apiErrorSchema.safeParse(JSON.parse(text)).success]).toEqual([where, true]);
              }
            },
          ),
          {
            numRuns: RUNS_PER_ROUTE,
            seed: Number(process.env.FAST_CHECK_SEED ?? Date.now() % 2 ** 31),
            endOnFailure: true,
          },
        );
      },
      120_000,
    );
  });

  it('never answered anyone with a password or a password hash', () => {
    const secrets = [
      ADMIN_PASSWORD,
      CLIENT_PASSWORD,
      WRONG_PASSWORD,
      '$argon2',
      'passwordHash',
      'password_hash',
    ];
    expect(bodies.length).toBeGreaterThan(50);
    for (const body of bodies) for (const secret of secrets) expect(body).not.toContain(secret);
  });
});
