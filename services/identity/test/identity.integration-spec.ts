import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { revokedSessionsSchema } from '@elite/contracts';
import { openApiGaps, sessionTokenHash } from '@elite/nest-kit';
import { createTestApp, mintSessionToken } from '@elite/nest-kit/testing';
import { AppModule } from '../src/app.module';
import { loadIdentityConfig } from '../src/config';
import { RevokedSessionsService } from '../src/sessions/revoked-sessions.service';

const unique = () => randomBytes(5).toString('hex');
const newUser = (overrides: Record<string, unknown> = {}) => {
  const id = unique();
  return {
    name: 'Grace Hopper',
    email: `grace.${id}@example.test`,
    username: `grace_${id}`,
    password: 'cobol-rules',
    phone: '+1 310 555 0101',
    ...overrides,
  };
};
// Each test fails logins from its own address, so the per-address limit never couples tests.
const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

describe('identity service', () => {
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;
  let dataSource: DataSource;

  beforeAll(async () => {
    app = await createTestApp(AppModule, 'identity', loadIdentityConfig());
    http = request(app.getHttpServer());
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

  const register = (body: Record<string, unknown>) => http.post('/api/auth/register').send(body);
  /** A new user, registered. */
  const registered = async () => {
    const user = newUser();
    await register(user).expect(201);
    return user;
  };
  /** A sign-in with `password` from the address `from`. */
  const login = (email: string, password: string, from = address()) =>
    http.post('/api/auth/login').set('x-forwarded-for', from).send({ email, password });

  describe('POST /api/auth/register', () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ['a NUL in the name', { name: 'a\u0000b' }, 'name', 'Name contains a character that is not allowed'],
      [
        'an escape in the username',
        { username: 'ada\u001b' },
        'username',
        'Username contains a character that is not allowed',
      ],
      [
        'a control character in the phone',
        { phone: '555\u0007 0100' },
        'phone',
        'Phone contains a character that is not allowed',
      ],
      ['a number for the name', { name: 12345 }, 'name', 'Name must be text'],
    ])(
      'answers %s with a 400 naming the field, never a 500, and stores nothing',
      async (_what, overrides, path, message) => {
        const user = newUser(overrides);
        const res = await register(user);
        expect(res.status).toBe(400);
        expect(res.body.errors).toEqual(expect.arrayContaining([{ path, message }]));
        const [row] = await dataSource.query(
          'SELECT count(*)::int AS n FROM identity.users WHERE email = $1',
          [user.email],
        );
        expect(row.n).toBe(0);
      },
    );

    it('creates a client, never an admin, whatever the body says', async () => {
      const res = await register(newUser({ role: 'admin' }));
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ role: 'client', name: 'Grace Hopper' });
      const [row] = await dataSource.query('SELECT role FROM identity.users WHERE id = $1', [
        res.body.user.id,
      ]);
      expect(row.role).toBe('client');
    });

    it('never answers with the password or its hash', async () => {
      const user = newUser();
      const res = await register(user);
      const [row] = await dataSource.query('SELECT password FROM identity.users WHERE id = $1', [
        res.body.user.id,
      ]);
      expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(res.text).not.toContain(user.password);
      expect(res.text).not.toContain(row.password);
      expect(Object.keys(res.body.user).sort()).toEqual([
        'createdAt',
        'email',
        'id',
        'name',
        'phone',
        'role',
        'username',
      ]);
    });

    it('answers 409 for an e-mail taken in any letter case, and for a taken username', async () => {
      const user = await registered();
      const sameEmail = await register(newUser({ email: user.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({
        statusCode: 409,
        message: 'An account with this email already exists',
      });
      const sameUsername = await register(newUser({ username: user.username.toUpperCase() }));
      expect(sameUsername.status).toBe(409);
      expect(sameUsername.body.message).toBe('This username is already taken');
    });

    it('lets one of two simultaneous registrations of an e-mail win', async () => {
      const user = newUser();
      const results = await Promise.all([
        register(user),
        register({ ...user, username: `${user.username}_b` }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('rejects bad input with the spec messages, naming each field', async () => {
      const res = await register({ name: 'A', email: 'nope', username: 'ab', password: '12345' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Name must be at least 2 characters' },
          { path: 'email', message: 'Please enter a valid email address' },
          { path: 'username', message: 'Username must be at least 3 characters' },
          { path: 'password', message: 'Password must be at least 6 characters' },
        ]),
      );
    });

    it('announces the new user through the outbox in the same transaction', async () => {
      const res = await register(newUser());
      const rows = await dataSource.query(
        `SELECT type, payload FROM identity.outbox WHERE payload->>'userId' = $1`,
        [String(res.body.user.id)],
      );
      expect(rows).toEqual([
        {
          type: 'user.registered',
          payload: { userId: res.body.user.id, email: res.body.user.email, name: 'Grace Hopper' },
        },
      ]);
    });
  });

  describe('POST /api/auth/login', () => {
    it('sets an HttpOnly, SameSite=Lax session cookie and answers the user', async () => {
      const user = await registered();
      const res = await http.post('/api/auth/login').send({ email: user.email, password: user.password });
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(user.email);
      const cookie = String(res.headers['set-cookie']);
      expect(cookie).toMatch(/^elite_session=[\w-]+\.[\w-]+\.[\w-]+;/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(res.text).not.toContain(user.password);
    });

    it('gives the same answer for an unknown e-mail and a wrong password', async () => {
      const user = await registered();
      const from = address();
      const unknown = await login(`nobody.${unique()}@example.test`, 'whatever', from);
      const wrong = await login(user.email, 'wrong-password', from);
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
      expect(wrong.body).toEqual(unknown.body);
    });

    it('answers the sixth rapid failed login for one e-mail from one address with 429 and Retry-After, the right password included', async () => {
      const user = await registered();
      const from = address();
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login(user.email, `wrong-${attempt}`, from)).status).toBe(401);
      }
      const sixth = await login(user.email, 'wrong-6', from);
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe('Too many failed sign-in attempts. Please try again later.');
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(user.email, user.password, from)).status).toBe(429);
    });

    it('does not let failures from other addresses lock the owner out: they slow each attempt down instead', async () => {
      const user = await registered();
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await login(user.email, `wrong-${attempt}`)).status).toBe(401);
      }
      // A sixth guess from yet another address is answered, not refused, but only after a wait.
      const started = process.hrtime.bigint();
      expect((await login(user.email, 'wrong-6')).status).toBe(401);
      expect(Number(process.hrtime.bigint() - started) / 1e6).toBeGreaterThanOrEqual(250);
      expect((await login(user.email, user.password)).status).toBe(200);
    });

    it('never throttles successful logins', async () => {
      const user = await registered();
      const from = address();
      for (let attempt = 0; attempt < 8; attempt++) await login(user.email, user.password, from).expect(200);
    });
  });

  describe('session', () => {
    it('GET /api/auth/me answers the signed-in user, and { user: null } after logout clears the cookie', async () => {
      const user = await registered();
      const agent = request.agent(app.getHttpServer());
      await agent.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
      const me = await agent.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({ email: user.email, role: 'client' });
      const out = await agent.post('/api/auth/logout');
      expect(out.status).toBe(204);
      expect(String(out.headers['set-cookie'])).toMatch(/elite_session=;.*Expires=Thu, 01 Jan 1970/);
      const after = await agent.get('/api/auth/me');
      expect(after.status).toBe(200);
      expect(after.body).toEqual({ user: null });
    });

    it('GET /api/auth/me answers 200 { user: null } without a session, so a page load logs no failed request', async () => {
      const res = await http.get('/api/auth/me');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ user: null });
    });

    it('GET /api/auth/me answers { user: null } for a forged or malformed session cookie', async () => {
      for (const cookie of ['elite_session=not-a-jwt', 'elite_session=eyJhbGciOiJFZERTQSJ9.e30.AAAA']) {
        const res = await http.get('/api/auth/me').set('cookie', cookie);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ user: null });
      }
    });
  });

  describe('signing out for good (GET /internal/sessions/revoked, for the gateway)', () => {
    const revokedRow = (token: string) =>
      dataSource
        .query('SELECT expires_at FROM identity.revoked_sessions WHERE token_hash = $1', [
          sessionTokenHash(token),
        ])
        .then((rows: Array<{ expires_at: Date }>) => rows);
    const listed = async (since?: string) => {
      const res = await http.get('/internal/sessions/revoked').query(since ? { since } : {});
      expect(res.status).toBe(200);
      return revokedSessionsSchema.parse(res.body);
    };

    it('records the signed-out token (its hash) until it would have expired, and lists it', async () => {
      const user = await registered();
      const signedIn = await http
        .post('/api/auth/login')
        .send({ email: user.email, password: user.password });
      const cookie = String(signedIn.headers['set-cookie']).split(';')[0]!;
      const token = cookie.slice('elite_session='.length);
      const exp = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number })
        .exp;

      expect((await http.post('/api/auth/logout').set('cookie', cookie)).status).toBe(204);
      expect(await revokedRow(token)).toEqual([{ expires_at: new Date(exp * 1000) }]);
      // A second sign-out of the same session changes nothing.
      expect((await http.post('/api/auth/logout').set('authorization', `Bearer ${token}`)).status).toBe(204);
      expect(await revokedRow(token)).toHaveLength(1);

      const all = await listed();
      expect(all.sessions).toContainEqual({
        hash: sessionTokenHash(token),
        expiresAt: new Date(exp * 1000).toISOString(),
      });
      expect(JSON.stringify(all)).not.toContain(token);
    });

    it('records nothing for a sign-out without a session, or with a forged or expired one', async () => {
      const expired = await mintSessionToken({ id: 1, role: 'client' }, { expiresIn: '-1m' });
      const forged = 'eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxIn0.AAAA';
      for (const cookie of [undefined, `elite_session=${forged}`, `elite_session=${expired}`]) {
        const res = cookie
          ? await http.post('/api/auth/logout').set('cookie', cookie)
          : await http.post('/api/auth/logout');
        expect(res.status).toBe(204);
      }
      expect(await revokedRow(forged)).toEqual([]);
      expect(await revokedRow(expired)).toEqual([]);
    });

    it('lists only what was signed out since about `since`, never what has expired; the sweep removes the expired', async () => {
      const [recent, older, expired] = await Promise.all(
        [1, 2, 3].map((id) => mintSessionToken({ id, role: 'client' }, { expiresIn: `${id}h` })),
      );
      for (const token of [recent, older, expired])
        await http.post('/api/auth/logout').set('cookie', `elite_session=${token}`).expect(204);
      await dataSource.query(
        `UPDATE identity.revoked_sessions SET revoked_at = now() - interval '10 minutes' WHERE token_hash = $1`,
        [sessionTokenHash(older!)],
      );
      await dataSource.query(
        `UPDATE identity.revoked_sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
        [sessionTokenHash(expired!)],
      );
      const { asOf } = await listed();
      const hashes = async (since?: string) => (await listed(since)).sessions.map((session) => session.hash);
      const since = new Date(Date.parse(asOf) - 5 * 60_000).toISOString();
      expect(await hashes(since)).toContain(sessionTokenHash(recent!));
      expect(await hashes(since)).not.toContain(sessionTokenHash(older!));
      expect(await hashes()).toContain(sessionTokenHash(older!));
      expect(await hashes()).not.toContain(sessionTokenHash(expired!));

      expect(await app.get(RevokedSessionsService).sweep()).toBeGreaterThanOrEqual(1);
      expect(await revokedRow(expired!)).toEqual([]);
      expect(await revokedRow(older!)).toHaveLength(1);
    });

    it('answers 400 naming `since` when it is not a date and time', async () => {
      const res = await http.get('/internal/sessions/revoked').query({ since: 'yesterday' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        { path: 'since', message: 'since must be an ISO 8601 date and time' },
      ]);
    });
  });

  it('documents every route but the internal ones with its request and response schemas', async () => {
    const document = (await http.get('/openapi.json').expect(200)).body;
    expect(openApiGaps(app, document)).toEqual([]);
  });
});
