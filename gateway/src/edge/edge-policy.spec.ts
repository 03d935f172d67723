import type { IncomingHttpHeaders } from 'node:http';
import { canonicalPath, refusalFor, upgradeRefusalFor } from './edge-policy';

const json = { 'content-type': 'application/json', 'content-length': '20', host: 'localhost:8080' };
const refuse = (
  method: string,
  pathname: string,
  headers: IncomingHttpHeaders = { host: 'localhost:8080' },
  publicOrigin?: string,
) => refusalFor({ method, pathname, headers }, publicOrigin);

describe('refusalFor', () => {
  it('lets an ordinary GET and a same-origin JSON POST through', () => {
    expect(refuse('GET', '/api/vehicles')).toBeUndefined();
    expect(refuse('POST', '/api/bookings', { ...json, origin: 'http://localhost:8080' })).toBeUndefined();
    expect(
      refuse('POST', '/api/auth/logout', { host: 'localhost:8080', 'content-length': '0' }),
    ).toBeUndefined();
  });

  it.each([
    '/internal/bookings/1',
    '/internal',
    '/api/internal/bookings/latest',
    '/INTERNAL/bookings/1',
    '/api//internal/x',
    '/metrics',
    '/METRICS',
    '/%69nternal/bookings/1',
  ])('answers 404 for the internal route %s', (pathname) => {
    expect(refuse('GET', pathname)).toEqual({ status: 404, message: 'Not found' });
  });

  it.each(['/api/../internal/bookings/1', '/api/%2e%2e/internal', '/api/x\\..', '/api/%zz'])(
    'answers 400 for the path %s',
    (pathname) => {
      expect(refuse('GET', pathname)?.status).toBe(400);
    },
  );

  it('answers 403 for a state-changing request from another origin, 200 from PUBLIC_URL', () => {
    const foreign = { ...json, origin: 'https://evil.example' };
    expect(refuse('POST', '/api/bookings', foreign)).toEqual({
      status: 403,
      message: 'Cross-origin requests are not allowed',
    });
    expect(refuse('DELETE', '/api/x', { host: 'localhost:8080', origin: 'null' })?.status).toBe(403);
    expect(
      refuse('GET', '/api/vehicles', { host: 'localhost:8080', origin: 'https://evil.example' }),
    ).toBeUndefined();
    const behindProxy = { ...json, host: 'gateway:8080', origin: 'https://elite.example' };
    expect(refuse('POST', '/api/bookings', behindProxy, 'https://elite.example')).toBeUndefined();
  });

  it('answers 413 (and closes) when the declared body is over 32 KiB', () => {
    expect(refuse('POST', '/api/bookings', { ...json, 'content-length': String(32 * 1024 + 1) })).toEqual({
      status: 413,
      message: 'Request body is too large (limit 32 KiB)',
      close: true,
    });
    expect(refuse('POST', '/api/bookings', { ...json, 'content-length': String(32 * 1024) })).toBeUndefined();
  });

  it('answers 415 for a state-changing body that is not JSON, except socket.io polling frames', () => {
    const form = {
      host: 'localhost:8080',
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': '7',
    };
    expect(refuse('POST', '/api/contact', form)?.status).toBe(415);
    expect(
      refuse('PATCH', '/api/admin/bookings/1/status', { host: 'h', 'transfer-encoding': 'chunked' })?.status,
    ).toBe(415);
    expect(
      refuse('POST', '/api/contact', {
        ...form,
        'content-type': 'application/merge-patch+json; charset=utf-8',
      }),
    ).toBeUndefined();
    expect(
      refuse('POST', '/socket.io/', { ...form, 'content-type': 'text/plain;charset=UTF-8' }),
    ).toBeUndefined();
  });
});

describe('upgradeRefusalFor', () => {
  it('refuses a websocket handshake from another origin', () => {
    expect(
      upgradeRefusalFor({
        pathname: '/socket.io/',
        headers: { host: 'localhost:8080', origin: 'http://evil.example' },
      })?.status,
    ).toBe(403);
    expect(
      upgradeRefusalFor({
        pathname: '/socket.io/',
        headers: { host: 'localhost:8080', origin: 'http://localhost:8080' },
      }),
    ).toBeUndefined();
  });
});

describe('canonicalPath', () => {
  it('decodes, collapses slashes and lower-cases only when needed', () => {
    expect(canonicalPath('/api/Vehicles')).toBe('/api/vehicles');
    expect(canonicalPath('/api//x/%41')).toBe('/api/x/a');
    expect(canonicalPath('/files/logo.png')).toBe('/files/logo.png');
    expect(canonicalPath('/a/./b')).toBeUndefined();
  });
});
