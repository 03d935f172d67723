import type { IncomingMessage } from 'node:http';
import { assignRequestId } from './request-id';

const request = (id?: string) =>
  ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

describe('assignRequestId', () => {
  it.each(['abc-123', '3f2b8c1e-7a4d-4e8b-9c0a-1b2c3d4e5f60', 'trace:42.a_b'])(
    'keeps the well-formed %s',
    (id) => {
      const req = request(id);
      expect(assignRequestId(req)).toBe(id);
      expect(req.headers['x-request-id']).toBe(id);
    },
  );

  it.each([undefined, '', 'has space', 'x'.repeat(129), '-leading-dash', 'new\nline'])(
    'replaces %p with a fresh uuid',
    (id) => {
      const req = request(id);
      const assigned = assignRequestId(req);
      expect(assigned).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(req.headers['x-request-id']).toBe(assigned);
    },
  );
});
