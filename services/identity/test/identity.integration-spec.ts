import type { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { openApiGaps } from '@elite/nest-kit';
import { createTestApp } from '@elite/nest-kit/testing';
import { AppModule } from '../src/app.module';

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
    app = await createTestApp(AppModule, 'identity');
    http = request(app.getHttpServer());
    dataSource = app.get(DataSource);
  });
  afterAll(() => app.close());

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
        const res = await http.post('/api/auth/register').send(user);
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
      const res = await http.post('/api/auth/register').send(newUser({ role: 'admin' }));
      expect(res.status).toBe(201);
      expect(res.body.user).toMatchObject({ role: 'client', name: 'Grace Hopper' });
      const [row] = await dataSource.query('SELECT role FROM identity.users WHERE id = $1', [
        res.body.user.id,
      ]);
      expect(row.role).toBe('client');
    });

    it('never answers with the password or its hash', async () => {
      const user = newUser();
      const res = await http.post('/api/auth/register').send(user);
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
      const user = newUser();
      await http.post('/api/auth/register').send(user).expect(201);
      const sameEmail = await http
        .post('/api/auth/register')
        .send(newUser({ email: user.email.toUpperCase() }));
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toEqual({
        statusCode: 409,
        message: 'An account with this email already exists',
      });
      const sameUsername = await http
        .post('/api/auth/register')
        .send(newUser({ username: user.username.toUpperCase() }));
      expect(sameUsername.status).toBe(409);
      expect(sameUsername.body.message).toBe('This username is already taken');
    });

    it('lets one of two simultaneous registrations of an e-mail win', async () => {
      const user = newUser();
      const results = await Promise.all([
        http.post('/api/auth/register').send(user),
        http.post('/api/auth/register').send({ ...user, username: `${user.username}_b` }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    });

    it('rejects bad input with the spec messages, naming each field', async () => {
      const res = await http
        .post('/api/auth/register')
        .send({ name: 'A', email: 'nope', username: 'ab', password: '12345' });
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
      const res = await http.post('/api/auth/register').send(newUser());
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
      const user = newUser();
      await http.post('/api/auth/register').send(user).expect(201);
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
      const user = newUser();
      await http.post('/api/auth/register').send(user).expect(201);
      const from = address();
      const unknown = await http
        .post('/api/auth/login')
        .set('x-forwarded-for', from)
        .send({ email: `nobody.${unique()}@example.test`, password: 'whatever' });
      const wrong = await http
        .post('/api/auth/login')
        .set('x-forwarded-for', from)
        .send({ email: user.email, password: 'wrong-password' });
      expect(unknown.status).toBe(401);
      expect(wrong.status).toBe(401);
      expect(unknown.body).toEqual({ statusCode: 401, message: 'Invalid email or password' });
      expect(wrong.body).toEqual(unknown.body);
    });

    it('answers the sixth rapid failed login for one e-mail from one address with 429 and Retry-After, the right password included', async () => {
      const user = newUser();
      await http.post('/api/auth/register').send(user).expect(201);
      const from = address();
      for (let attempt = 1; attempt <= 5; attempt++) {
        const res = await http
          .post('/api/auth/login')
          .set('x-forwarded-for', from)
          .send({ email: user.email, password: `wrong-${attempt}` });
        expect(res.status).toBe(401);
      }
      const sixth = await http
        .post('/api/auth/login')
        .set('x-forwarded-for', from)
        .send({ email: user.email, password: 'wrong-6' });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe('Too many failed sign-in attempts. Please try again later.');
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      const right = await http
        .post('/api/auth/login')
        .set('x-forwarded-for', from)
        .send({ email: user.email, password: user.password });
      expect(right.status).toBe(429);
    });

    it('does not let failures from other addresses lock the owner out: they slow each attempt down instead', async () => {
      const user = newUser();
      await http.post('/api/auth/register').send(user).expect(201);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const res = await http
          .post('/api/auth/login')
          .set('x-forwarded-for', address())
          .send({ email: user.email, password: `wrong-${attempt}` });
        expect(res.status).toBe(401);
      }
      // A sixth guess from yet another address is answered, not refused, but only after a wait.
      const started = process.hrtime.bigint();
      const sixth = await http
        .post('/api/auth/login')
        .set('x-forwarded-for', address())
        .send({ email: user.email, password: 'wrong-6' });
      expect(sixth.status).toBe(401);
      expect(Number(process.hrtime.bigint() - started) / 1e6).toBeGreaterThanOrEqual(250);
      const owner = await http
        .post('/api/auth/login')
        .set('x-forwarded-for', address())
        .send({ email: user.email, password: user.password });
      expect(owner.status).toBe(200);
    });

    it('never throttles successful logins', async () => {
      const user = newUser();
      await http.post('/api/auth/register').send(user).expect(201);
      const from = address();
      for (let attempt = 0; attempt < 8; attempt++) {
        await http
          .post('/api/auth/login')
          .set('x-forwarded-for', from)
          .send({ email: user.email, password: user.password })
          .expect(200);
      }
    });
  });

  describe('session', () => {
    it('GET /api/auth/me answers the signed-in user, and { user: null } after logout clears the cookie', async () => {
      const user = newUser();
      await http.post('/api/auth/register').send(user).expect(201);
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

  it('documents every route but the internal ones with its request and response schemas', async () => {
    const document = (await http.get('/openapi.json').expect(200)).body;
    expect(openApiGaps(app, document)).toEqual([]);
  });
});
