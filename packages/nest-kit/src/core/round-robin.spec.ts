import { RoundRobin } from './round-robin';

describe('RoundRobin', () => {
  it('takes the items in turn and starts over after the last', () => {
    const replicas = new RoundRobin([new URL('http://127.0.0.1:3001'), new URL('http://127.0.0.1:3011')]);
    const hosts = Array.from({ length: 5 }, () => replicas.next().host);
    expect(hosts).toEqual([
      '127.0.0.1:3001',
      '127.0.0.1:3011',
      '127.0.0.1:3001',
      '127.0.0.1:3011',
      '127.0.0.1:3001',
    ]);
  });

  it('always gives the one item of a list of one', () => {
    const only = new RoundRobin(['a']);
    expect([only.next(), only.next(), only.next()]).toEqual(['a', 'a', 'a']);
  });

  it('refuses an empty list with the message it is given', () => {
    expect(() => new RoundRobin([], 'The booking service needs at least one URL')).toThrow(
      'The booking service needs at least one URL',
    );
  });
});
