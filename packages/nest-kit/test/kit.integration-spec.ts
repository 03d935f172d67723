import type { NestExpressApplication } from '@nestjs/platform-express';
import { eventQueueName, EVENT_SUBSCRIPTIONS, EVENT_TYPES } from '@elite/contracts';
import { Queue } from 'bullmq';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  OutboxRelay,
  baseServiceEnvSchema,
  loadConfig,
  redisConnectionOptions,
  runMigrationsLocked,
  serviceDataSourceOptions,
} from '../src';
import { requireRedisUrl } from '../../../scripts/lib/test-environment.mjs';
import { createTestApp, eventually, mintSessionToken, sessionCookie } from '../src/testing';
import { CreateFixture1700000000000, FIXTURE_SCHEMA, KitFixtureModule } from './kit-fixture.module';

describe('nest-kit, on a real service app', () => {
  let app: NestExpressApplication;
  let http: ReturnType<typeof request>;

  beforeAll(async () => {
    requireRedisUrl();
    app = await createTestApp(KitFixtureModule, 'kit-fixture', loadConfig(baseServiceEnvSchema));
    http = request(app.getHttpServer());
  });
  afterAll(() => app.close());

  it('answers malformed JSON with a 400 in the error shape', async () => {
    const res = await http.post('/api/fixture/echo').set('content-type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Malformed JSON body' });
  });

  it('answers a body over 32 KiB with a 413', async () => {
    const res = await http.post('/api/fixture/echo').send({ message: 'x'.repeat(40 * 1024) });
    expect(res.status).toBe(413);
    expect(res.body.statusCode).toBe(413);
  });

  it('refuses a non-JSON body with a 415 and a foreign origin with a 403', async () => {
    const form = await http.post('/api/fixture/echo').type('form').send('name=a');
    expect(form.status).toBe(415);
    const foreign = await http.post('/api/fixture/echo').set('origin', 'https://evil.example').send({});
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Cross-origin requests are not allowed');
  });

  it('validates with the contracts schema, naming each field, and strips unknown fields', async () => {
    const bad = await http.post('/api/fixture/echo').send({ name: ' ', email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Validation failed');
    const paths = bad.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'subject', 'message']));
    const good = await http
      .post('/api/fixture/echo')
      .send({ name: ' Ann ', email: 'ANN@Example.com', subject: 'Hi', message: 'Hello', admin: true });
    expect(good.status).toBe(201);
    expect(good.body).toEqual({ name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' });
  });

  it('answers an unknown route with a 404 JSON', async () => {
    const res = await http.get('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Not found' });
  });

  it('hides internals of an unexpected error behind an error id', async () => {
    const res = await http.get('/api/fixture/boom');
    expect(res.status).toBe(500);
    expect(res.body.message).toBe('Internal error');
    expect(res.body.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(res.body)).not.toContain('hunter2');
  });

  it('reads the session on public routes and enforces it on protected ones', async () => {
    const client = await sessionCookie({ id: 5, role: 'client' });
    const admin = await sessionCookie({ id: 1, role: 'admin' });
    expect((await http.get('/api/fixture/whoami')).body).toEqual({ user: null });
    expect((await http.get('/api/fixture/whoami').set('cookie', client)).body.user).toMatchObject({
      id: 5,
      role: 'client',
    });
    expect((await http.get('/api/fixture/mine')).status).toBe(401);
    expect((await http.get('/api/fixture/mine').set('cookie', client)).body).toEqual({ id: 5 });
    expect((await http.get('/api/fixture/staff').set('cookie', client)).status).toBe(403);
    expect((await http.get('/api/fixture/staff').set('cookie', admin)).status).toBe(200);
    const bearer = await mintSessionToken({ id: 9, role: 'client' });
    expect((await http.get('/api/fixture/mine').set('authorization', `Bearer ${bearer}`)).body).toEqual({
      id: 9,
    });
  });

  it('treats forged and expired tokens as signed out', async () => {
    const token = await mintSessionToken({ id: 5, role: 'admin' });
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    expect((await http.get('/api/fixture/staff').set('cookie', `elite_session=${forged}`)).status).toBe(401);
    const expired = await mintSessionToken({ id: 5, role: 'admin' }, { expiresIn: '-1m' });
    expect((await http.get('/api/fixture/staff').set('cookie', `elite_session=${expired}`)).status).toBe(401);
  });

  it('refuses routes that declare no access rule', async () => {
    const admin = await sessionCookie({ id: 1, role: 'admin' });
    expect((await http.get('/api/fixture/undeclared')).status).toBe(401);
    expect((await http.get('/api/fixture/undeclared').set('cookie', admin)).status).toBe(401);
  });

  it('keeps a well-formed request id and makes one otherwise', async () => {
    const kept = await http.get('/health/live').set('x-request-id', 'req-123');
    expect(kept.headers['x-request-id']).toBe('req-123');
    const made = await http.get('/health/live').set('x-request-id', 'bad id with spaces');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('reports readiness of the database and Redis', async () => {
    const res = await http.get('/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
  });

  it('serves a generated OpenAPI document', async () => {
    const res = await http.get('/openapi.json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toContain('/api/fixture/echo');
  });

  it("ships an outbox event into every subscribed consumer's queue with the event id as job id", async () => {
    const res = await http.post('/api/fixture/complete/42');
    const eventId: string = res.body.eventId;
    const dataSource = app.get(DataSource);
    const consumers = EVENT_SUBSCRIPTIONS[EVENT_TYPES.bookingStatusChanged];
    expect(consumers).toEqual(['rewards', 'notifications', 'tracking']);
    const queues = consumers.map(
      (consumer) =>
        new Queue(eventQueueName(EVENT_TYPES.bookingStatusChanged, consumer), {
          connection: redisConnectionOptions(process.env.REDIS_URL!),
          prefix: process.env.QUEUE_PREFIX,
        }),
    );
    try {
      for (const queue of queues) {
        const job = await eventually(() => queue.getJob(eventId), Boolean, 5_000);
        expect(job?.data).toMatchObject({
          id: eventId,
          type: 'booking.status-changed',
          payload: { bookingId: 42, to: 'completed' },
        });
        // Finished, it stays EVENT_RETENTION (7 days by default), never for good.
        expect(job?.opts).toMatchObject({
          removeOnComplete: { age: 7 * 86_400, count: 1_000 },
          removeOnFail: { age: 7 * 86_400, count: 5_000 },
        });
        await job?.remove();
      }
      const [row] = await dataSource.query(
        `SELECT published_at FROM "${FIXTURE_SCHEMA}".outbox WHERE id = $1`,
        [eventId],
      );
      expect(row.published_at).not.toBeNull();
    } finally {
      await Promise.all(queues.map((queue) => queue.close()));
    }
  });

  it('removes published outbox rows once EVENT_RETENTION (7 days by default) has passed', async () => {
    const dataSource = app.get(DataSource);
    const published = (daysAgo: number) =>
      dataSource
        .query(
          `INSERT INTO "${FIXTURE_SCHEMA}".outbox (id, type, payload, occurred_at, published_at)
           VALUES (gen_random_uuid(), 'booking.rescheduled', '{}', now() - make_interval(days => $1),
                   now() - make_interval(days => $1)) RETURNING id`,
          [daysAgo],
        )
        .then(([{ id }]: { id: string }[]) => id);
    const old = await published(8);
    const recent = await published(6);
    expect(await app.get(OutboxRelay).purge()).toBeGreaterThanOrEqual(1);
    const left = (await dataSource.query(`SELECT id FROM "${FIXTURE_SCHEMA}".outbox WHERE id = ANY($1)`, [
      [old, recent],
    ])) as { id: string }[];
    expect(left).toEqual([{ id: recent }]);
  });

  it('migrates once when replicas start together', async () => {
    const options = serviceDataSourceOptions(process.env.DATABASE_URL!, {
      schema: 'kit_race',
      entities: [],
      migrations: [CreateRace1700000000001],
    });
    const sources = await Promise.all([1, 2, 3].map(() => new DataSource(options).initialize()));
    try {
      await Promise.all(sources.map((source) => runMigrationsLocked(source, 'kit_race')));
      const rows = await sources[0]!.query('SELECT count(*)::int AS n FROM "kit_race"."migrations"');
      expect(rows[0].n).toBe(1);
    } finally {
      await Promise.all(sources.map((source) => source.destroy()));
    }
  });
});

class CreateRace1700000000001 extends CreateFixture1700000000000 {
  override name = 'CreateRace1700000000001';
  override async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE TABLE "kit_race"."once" ("id" serial PRIMARY KEY)');
  }
}
import type { QueryRunner } from 'typeorm';
