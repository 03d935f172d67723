import type { Request } from 'express';
import { isSameOrigin } from './request-policy';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as Request;

describe('isSameOrigin', () => {
  it('accepts requests without an Origin (not from a browser form or fetch)', () => {
    expect(isSameOrigin(requestWith({ host: 'localhost:8080' }))).toBe(true);
  });

  it('accepts the host the request was sent to, the forwarded host and the public URL', () => {
    expect(isSameOrigin(requestWith({ host: 'localhost:8080', origin: 'http://localhost:8080' }))).toBe(true);
    expect(
      isSameOrigin(
        requestWith({
          host: '127.0.0.1:3001',
          'x-forwarded-host': 'elite.example',
          origin: 'https://elite.example',
        }),
      ),
    ).toBe(true);
    expect(
      isSameOrigin(
        requestWith({ host: '127.0.0.1:3001', origin: 'https://book.elite.example' }),
        'https://book.elite.example',
      ),
    ).toBe(true);
  });

  it('refuses other origins and garbage', () => {
    expect(isSameOrigin(requestWith({ host: 'localhost:8080', origin: 'http://evil.example' }))).toBe(false);
    expect(isSameOrigin(requestWith({ host: 'localhost:8080', origin: 'null' }))).toBe(false);
  });
});
