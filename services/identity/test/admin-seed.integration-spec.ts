import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { createTestApp } from '@elite/nest-kit/testing';
import { AppModule } from '../src/app.module';
import { loadIdentityConfig } from '../src/config';

describe('admin account from the environment', () => {
  const email = `staff.${randomBytes(4).toString('hex')}@example.test`;

  afterEach(() => {
    delete process.env.ADMIN_EMAIL;
    delete process.env.ADMIN_PASSWORD;
  });

  it('is created at start, and its password updated at the next start', async () => {
    process.env.ADMIN_EMAIL = email;
    process.env.ADMIN_PASSWORD = 'first-password';
    let app = await createTestApp(AppModule, 'identity', loadIdentityConfig());
    const first = await request(app.getHttpServer())
      .post('/api/auth/login')
      .send({ email, password: 'first-password' });
    expect(first.status).toBe(200);
    expect(first.body.user.role).toBe('admin');
    await app.close();

    process.env.ADMIN_PASSWORD = 'second-password';
    app = await createTestApp(AppModule, 'identity', loadIdentityConfig());
    const http = request(app.getHttpServer());
    expect((await http.post('/api/auth/login').send({ email, password: 'first-password' })).status).toBe(401);
    expect(
      (await http.post('/api/auth/login').send({ email, password: 'second-password' })).body.user.role,
    ).toBe('admin');
    await app.close();
  });
});
