import type { IncomingHttpHeaders } from 'node:http';
import { assignRequestId, requestIdOf } from './request-id';

const request = (id?: string) => ({
  headers: (id === undefined ? {} : { 'x-request-id': id }) as IncomingHttpHeaders,
});
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf and assignRequestId', () => {
  it.each(['abc-123', '3f2b8c1e-7a4d-4e8b-9c0a-1b2c3d4e5f60', 'trace:42.a_b', 'x'.repeat(128)])(
    'keep the well-formed %s',
    (id) => {
      expect(requestIdOf(request(id))).toBe(id);
      const req = request(id);
      expect(assignRequestId(req)).toBe(id);
      expect(req.headers['x-request-id']).toBe(id);
    },
  );

  it.each([undefined, '', 'has space', 'x'.repeat(129), '-leading-dash', '_leading', 'new\nline'])(
    'replace %p with a fresh uuid',
    (id) => {
      expect(requestIdOf(request(id))).toMatch(UUID);
      const req = request(id);
      const assigned = assignRequestId(req);
      expect(assigned).toMatch(UUID);
      expect(req.headers['x-request-id']).toBe(assigned);
    },
  );

  it('reads only: requestIdOf leaves the headers as they were', () => {
    const req = request('has space');
    requestIdOf(req);
    expect(req.headers['x-request-id']).toBe('has space');
  });
});
