import { contactMessageSchema, newsletterSubscriptionSchema } from '@elite/contracts';
import { dataSourceOf, errorPaths, expectApiError, useBookingApp, uniqueEmail } from './booking-test-kit';

const { app, api } = useBookingApp();

const contactInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Grace Hopper',
  email: uniqueEmail('contact'),
  subject: 'Airport pickup for a group of 12',
  message: 'Can you collect our team from LAX on Friday at 9 AM?',
  ...overrides,
});

describe('POST /api/contact', () => {
  it('stores an unread message and answers 201 with it', async () => {
    const input = contactInput();
    const response = await api().post('/api/contact').send(input);
    expect(response.status).toBe(201);
    const message = contactMessageSchema.parse(response.body);
    expect(message).toMatchObject({ ...input, status: 'unread' });
    const [row] = await dataSourceOf(app()).query('SELECT * FROM booking.contact_messages WHERE id = $1', [
      message.id,
    ]);
    expect(row).toMatchObject({ email: input.email, subject: input.subject, status: 'unread' });
  });

  it('strips unknown fields such as a status', async () => {
    const response = await api()
      .post('/api/contact')
      .send(contactInput({ status: 'read', id: 1 }));
    expect(response.status).toBe(201);
    expect(response.body.status).toBe('unread');
  });

  it.each(['name', 'email', 'subject', 'message'])(
    'rejects a message without %s with a 400 naming the field',
    async (field) => {
      const input: Record<string, unknown> = contactInput();
      delete input[field];
      expect(errorPaths(await api().post('/api/contact').send(input))).toEqual([field]);
    },
  );

  it('rejects a bad e-mail and an overlong message with a 400 naming both fields', async () => {
    const response = await api()
      .post('/api/contact')
      .send(contactInput({ email: 'nobody@', message: 'x'.repeat(5001) }));
    expect(errorPaths(response).sort()).toEqual(['email', 'message']);
  });

  it('answers malformed JSON with a 400 and a non-JSON body with a 415', async () => {
    expectApiError(
      await api().post('/api/contact').set('Content-Type', 'application/json').send('{"name":'),
      400,
    );
    expectApiError(await api().post('/api/contact').set('Content-Type', 'text/plain').send('hello'), 415);
  });
});

describe('POST /api/newsletter', () => {
  it('answers 201 the first time and 200 afterwards, keeping a single row', async () => {
    const email = uniqueEmail('news');
    const first = await api().post('/api/newsletter').send({ email });
    expect(first.status).toBe(201);
    expect(newsletterSubscriptionSchema.parse(first.body).email).toBe(email);

    const again = await api().post('/api/newsletter').send({ email: email.toUpperCase() });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const [{ count }] = await dataSourceOf(app()).query(
      'SELECT count(*)::int AS count FROM booking.newsletter_subscriptions WHERE email = $1',
      [email],
    );
    expect(count).toBe(1);
  });

  it('stores one row when the same address arrives many times at once', async () => {
    const email = uniqueEmail('burst');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => api().post('/api/newsletter').send({ email })),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const [{ count }] = await dataSourceOf(app()).query(
      'SELECT count(*)::int AS count FROM booking.newsletter_subscriptions WHERE email = $1',
      [email],
    );
    expect(count).toBe(1);
  });

  it.each([{}, { email: '' }, { email: 'not-an-email' }, { email: 42 }])(
    'rejects %j with a 400 naming email',
    async (body) => {
      expect(errorPaths(await api().post('/api/newsletter').send(body))).toEqual(['email']);
    },
  );
});
