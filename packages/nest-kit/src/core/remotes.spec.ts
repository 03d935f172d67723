import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  defaultRemotes,
  discoverRemotes,
  foreignRemoteOrigins,
  parseRemoteEntries,
  parseRemotesJson,
} from './remotes';

describe('parseRemoteEntries', () => {
  it('reads name=url pairs, skipping blanks', () => {
    expect(
      parseRemoteEntries(
        ' mf_booking=/remotes/mf-booking/mf-manifest.json , ,mf_admin=http://127.0.0.1:9001/mf-manifest.json',
      ),
    ).toEqual([
      { name: 'mf_booking', entry: '/remotes/mf-booking/mf-manifest.json' },
      { name: 'mf_admin', entry: 'http://127.0.0.1:9001/mf-manifest.json' },
    ]);
  });

  it.each([
    ['mf-booking=/x.json', /federation name/],
    ['mf_booking', /name=url/],
    ['mf_booking=ftp://x/y.json', /path/],
    ['mf_booking=//cdn/y.json', /path/],
    ['a=/x.json,a=/y.json', /listed twice/],
  ])('refuses %s', (value, message) => {
    expect(() => parseRemoteEntries(value)).toThrow(message);
  });
});

describe('parseRemotesJson', () => {
  it('reads the remotes.json the shell is given, checking each entry as REMOTE_ENTRIES does', () => {
    expect(
      parseRemotesJson('{"remotes":[{"name":"mf_admin","entry":"/remotes/mf-admin/mf-manifest.json"}]}'),
    ).toEqual([{ name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' }]);
    expect(() =>
      parseRemotesJson('{"remotes":[{"name":"a","entry":"/x.json"},{"name":"a","entry":"/y.json"}]}'),
    ).toThrow(/listed twice/);
    expect(() => parseRemotesJson('{"remotes":[{"name":"a","entry":"//cdn/x.json"}]}')).toThrow(/path/);
  });
});

describe('discoverRemotes', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'gateway-remotes-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('lists every mf-* folder whose dist has a manifest, by name', () => {
    for (const folder of ['mf-tracking', 'mf-booking', 'mf-admin', 'shell', 'mf-rewards'])
      mkdirSync(path.join(root, folder, 'dist'), { recursive: true });
    for (const folder of ['mf-tracking', 'mf-booking', 'shell'])
      writeFileSync(path.join(root, folder, 'dist', 'mf-manifest.json'), '{}');
    expect(discoverRemotes(root)).toEqual([
      { name: 'mf_booking', entry: '/remotes/mf-booking/mf-manifest.json' },
      { name: 'mf_tracking', entry: '/remotes/mf-tracking/mf-manifest.json' },
    ]);
  });

  it('finds nothing in a folder that does not exist', () => {
    expect(discoverRemotes(path.join(root, 'missing'))).toEqual([]);
  });

  it('adds the remotes proxied to static servers by default, each once, by name', () => {
    mkdirSync(path.join(root, 'mf-booking', 'dist'), { recursive: true });
    writeFileSync(path.join(root, 'mf-booking', 'dist', 'mf-manifest.json'), '{}');
    expect(defaultRemotes(root, ['mf-tracking', 'mf-booking', 'mf-admin'])).toEqual([
      { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
      { name: 'mf_booking', entry: '/remotes/mf-booking/mf-manifest.json' },
      { name: 'mf_tracking', entry: '/remotes/mf-tracking/mf-manifest.json' },
    ]);
  });
});

describe('foreignRemoteOrigins', () => {
  it('keeps the origins of remotes served from elsewhere, once each', () => {
    expect(
      foreignRemoteOrigins([
        { name: 'a', entry: '/remotes/a/mf-manifest.json' },
        { name: 'b', entry: 'https://cdn.example.com/b/mf-manifest.json' },
        { name: 'c', entry: 'https://cdn.example.com/c/mf-manifest.json' },
      ]),
    ).toEqual(['https://cdn.example.com']);
  });
});
