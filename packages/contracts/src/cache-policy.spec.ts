import { IMMUTABLE, REVALIDATE, cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    'main.3f9a1c0b2d4e6f70.js',
    '123.9be1f2a4c6d8e0a1.css',
    'assets/logo-8c1d2e3f.png',
    'vendor.0123abcd4567ef89.js.map',
  ])('caches the content-hashed %s for a year', (file) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(IMMUTABLE);
  });

  it.each([
    'index.html',
    'mf-manifest.json',
    'remoteEntry.js',
    'remotes.json',
    'offline.html',
    'favicon.ico',
    'robots.txt',
  ])('makes the browser revalidate %s', (file) => {
    expect(cacheControlFor(`/dist/${file}`)).toBe(REVALIDATE);
  });
});
