import { serviceFor } from './service-routes';

describe('serviceFor', () => {
  it.each([
    ['/api/auth/login', 'identity'],
    ['/api/auth', 'identity'],
    ['/api/users/7', 'identity'],
    ['/api/magic-links/validate/abc', 'magic-link'],
    ['/api/tracking/driver-location/3', 'tracking'],
    ['/socket.io/', 'tracking'],
    ['/api/rewards/tiers', 'rewards'],
    ['/api/notifications/deliveries', 'notifications'],
    ['/api/notifications', 'notifications'],
    ['/api/vehicles', 'booking'],
    ['/api/admin/bookings/stats', 'booking'],
    ['/api/authors', 'booking'],
    ['/api/no-such-route', 'booking'],
    ['/api', 'booking'],
  ])('sends %s to %s', (path, service) => {
    expect(serviceFor(path)).toBe(service);
  });

  it.each([
    '/api/health',
    '/api/docs',
    '/api/docs/booking.json',
    '/',
    '/booking',
    '/remotes.json',
    '/apiary',
    '/socket.iox',
    '/notifications',
  ])('keeps %s for the gateway itself', (path) => {
    expect(serviceFor(path)).toBeUndefined();
  });
});
