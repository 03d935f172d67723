import { consumeMagicLinkSchema, createMagicLinkSchema } from './magic-link';

describe('createMagicLinkSchema', () => {
  it('does not send unless asked: send defaults to false', () => {
    expect(createMagicLinkSchema.parse({ email: 'Avery@Example.com' })).toEqual({
      email: 'avery@example.com',
      send: false,
    });
    expect(createMagicLinkSchema.parse({ email: 'avery@example.com', send: true }).send).toBe(true);
  });

  it.each(['true', 1, [true], null])('refuses send = %j with a message naming it', (send) => {
    expect(createMagicLinkSchema.safeParse({ email: 'avery@example.com', send }).error?.issues).toEqual([
      expect.objectContaining({
        path: ['send'],
        message: send === null ? 'Send is required' : 'Send must be true or false',
      }),
    ]);
  });
});

describe('consumeMagicLinkSchema', () => {
  it('takes a token and the id of the booking that spends it', () => {
    const body = { token: 'a'.repeat(32), bookingId: 7 };
    expect(consumeMagicLinkSchema.parse(body)).toEqual(body);
    expect(consumeMagicLinkSchema.safeParse({ ...body, bookingId: '7' }).success).toBe(false);
    expect(consumeMagicLinkSchema.safeParse({ ...body, token: 'a'.repeat(31) }).success).toBe(false);
  });
});
