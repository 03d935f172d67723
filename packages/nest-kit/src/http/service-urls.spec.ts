import { ServiceUrls } from './service-urls';

describe('ServiceUrls', () => {
  it('takes the replicas in turn and starts over after the last', () => {
    const booking = new ServiceUrls([new URL('http://127.0.0.1:3001'), new URL('http://127.0.0.1:3011')]);
    const hosts = Array.from({ length: 5 }, () => booking.next('/internal/bookings/7').host);
    expect(hosts).toEqual([
      '127.0.0.1:3001',
      '127.0.0.1:3011',
      '127.0.0.1:3001',
      '127.0.0.1:3011',
      '127.0.0.1:3001',
    ]);
  });

  it('keeps the path and query of each call', () => {
    const booking = new ServiceUrls([new URL('http://booking:3001')]);
    expect(booking.next('/internal/bookings/latest?email=a%40b.test').href).toBe(
      'http://booking:3001/internal/bookings/latest?email=a%40b.test',
    );
    expect(booking.next('/internal/bookings/7').href).toBe('http://booking:3001/internal/bookings/7');
  });

  it('refuses an empty list', () => {
    expect(() => new ServiceUrls([])).toThrow('at least one URL');
  });
});
