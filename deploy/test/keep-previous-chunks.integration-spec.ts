import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './support/repository';

const SCRIPT = path.join(ROOT, 'deploy', 'docker', 'keep-previous-chunks.mjs');

/** Runs the script as static.Dockerfile does; returns what it printed. */
function keep(previousDir: string, newDir: string, ...options: string[]): string {
  return execFileSync(process.execPath, [SCRIPT, previousDir, newDir, ...options], { encoding: 'utf8' });
}

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'elite-keep-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A remote's build as webpack writes it: entry files, and chunks, styles and assets named by their hash. */
function build(name: string, hash: string): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  const files: Record<string, string> = {
    'remoteEntry.js': `entry of ${name}`,
    'mf-manifest.json': `{"release":"${name}"}`,
    'mf-stats.json': `{"release":"${name}"}`,
    'index.html': `<title>${name}</title>`,
    [`530.${hash}.js`]: `chunk of ${name}`,
    [`530.${hash}.js.map`]: `map of ${name}`,
    [`530.${hash}.js.LICENSE.txt`]: `licences of ${name}`,
    [`201.${hash}.css`]: `style of ${name}`,
    [`assets/hero.${hash}.svg`]: `<svg>${name}</svg>`,
    'ssr/remoteEntry.js': `server entry of ${name}`,
    'robots.txt': `unhashed file of ${name}`,
  };
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  return dir;
}

const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const releases = (dir: string) =>
  (JSON.parse(read(dir, '.releases.json')) as { releases: { release: string; files: string[] }[] }).releases;

describe('keep-previous-chunks.mjs, which static.Dockerfile runs on the previous image and the new build', () => {
  it('keeps nothing for a first release (no previous image: an empty site), and records the new one', () => {
    const empty = path.join(root, 'none');
    mkdirSync(empty);
    const site = build('r1', 'aaaaaaaaaa');
    expect(keep(empty, site, '--release', '0.1.0')).toMatch(/kept 0 hashed files of 0 previous/);
    expect(releases(site)).toEqual([
      {
        release: '0.1.0',
        builtAt: expect.any(String),
        files: [
          '201.aaaaaaaaaa.css',
          '530.aaaaaaaaaa.js',
          '530.aaaaaaaaaa.js.map',
          'assets/hero.aaaaaaaaaa.svg',
        ],
      },
    ]);
  });

  it("copies the previous release's hashed files beside the new ones, never its entry or unhashed files", () => {
    const previous = build('r1', 'aaaaaaaaaa');
    const site = build('r2', 'bbbbbbbbbb');
    keep(previous, site, '--release', '0.2.0');
    // The old tab's chunks, styles and assets, byte for byte.
    for (const file of [
      '530.aaaaaaaaaa.js',
      '530.aaaaaaaaaa.js.map',
      '201.aaaaaaaaaa.css',
      'assets/hero.aaaaaaaaaa.svg',
    ])
      expect(read(site, file)).toBe(read(previous, file));
    // The new release's own files and its entry files are the new build's.
    expect(read(site, '530.bbbbbbbbbb.js')).toBe('chunk of r2');
    for (const file of [
      'remoteEntry.js',
      'mf-manifest.json',
      'mf-stats.json',
      'index.html',
      'ssr/remoteEntry.js',
    ])
      expect(read(site, file)).toContain('r2');
    expect(read(site, 'robots.txt')).toBe('unhashed file of r2');
    expect(releases(site).map((entry) => entry.release)).toEqual(['0.2.0', 'unrecorded']);
    expect(releases(site)[0]!.files).not.toContain('530.aaaaaaaaaa.js');
  });

  it('carries a release forward for --keep releases, then leaves its files behind', () => {
    let site = build('r0', '0000000000');
    keep(path.join(root, 'none'), site, '--release', 'r0');
    for (const [index, hash] of ['1111111111', '2222222222', '3333333333'].entries()) {
      const next = build(`r${index + 1}`, hash);
      keep(site, next, '--release', `r${index + 1}`, '--keep', '2');
      site = next;
    }
    // r3 is served with the two releases before it; r0's files were not carried into r3.
    expect(releases(site).map((entry) => entry.release)).toEqual(['r3', 'r2', 'r1']);
    expect(existsSync(path.join(site, '530.2222222222.js'))).toBe(true);
    expect(existsSync(path.join(site, 'assets/hero.1111111111.svg'))).toBe(true);
    expect(existsSync(path.join(site, '530.0000000000.js'))).toBe(false);
    expect(existsSync(path.join(site, 'assets/hero.0000000000.svg'))).toBe(false);
  });

  it('keeps nothing with --keep 0, and refuses what is not a count', () => {
    const previous = build('r1', 'aaaaaaaaaa');
    const site = build('r2', 'bbbbbbbbbb');
    keep(previous, site, '--keep', '0');
    expect(existsSync(path.join(site, '530.aaaaaaaaaa.js'))).toBe(false);
    expect(() => keep(previous, site, '--keep', 'many')).toThrow(/--keep must be a whole number/);
  });

  it('never writes outside the new site, whatever the previous index says', () => {
    const previous = build('r1', 'aaaaaaaaaa');
    writeFileSync(path.join(root, 'escape.0123456789.js'), 'not a chunk of the site');
    writeFileSync(
      path.join(previous, '.releases.json'),
      JSON.stringify({
        releases: [{ release: 'r1', files: ['../escape.0123456789.js', '530.aaaaaaaaaa.js'] }],
      }),
    );
    mkdirSync(path.join(root, 'next'));
    const site = path.join(root, 'next', 'r2');
    rmSync(build('r2', 'bbbbbbbbbb'), { recursive: true });
    build(path.join('next', 'r2'), 'bbbbbbbbbb');
    keep(previous, site);
    expect(existsSync(path.join(site, '530.aaaaaaaaaa.js'))).toBe(true);
    expect(existsSync(path.join(root, 'next', 'escape.0123456789.js'))).toBe(false);
  });
});
