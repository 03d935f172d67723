import { isShellPage } from './static-site';

describe('isShellPage', () => {
  it.each(['/', '/booking', '/admin', '/tracking/12', '/magic-link/abc', '/whatever/deep'])(
    'gives %s to the shell',
    (path) => {
      expect(isShellPage('GET', path)).toBe(true);
    },
  );

  it.each([
    ['GET', '/api/vehicles'],
    ['GET', '/api'],
    ['GET', '/health/live'],
    ['GET', '/remotes/mf-booking/x'],
    ['GET', '/socket.io/'],
    ['GET', '/main.3f9a1c0b2d.js'],
    ['GET', '/favicon.ico'],
    ['POST', '/booking'],
  ])('leaves %s %s alone', (method, path) => {
    expect(isShellPage(method, path)).toBe(false);
  });

  it('answers HEAD like GET', () => {
    expect(isShellPage('HEAD', '/booking')).toBe(true);
  });
});
