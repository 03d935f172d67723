import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor } from '@elite/contracts';
import { ROOT, readRepoFile } from './support/repository';

const SERVER = path.join(ROOT, 'deploy', 'static-server', 'server.mjs');

async function start(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on 127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`static server exited (${code}): ${output}`)));
  });
  return { url, child };
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

describe('the static server of the shell and remote images', () => {
  let site: string;
  beforeAll(() => {
    site = mkdtempSync(path.join(os.tmpdir(), 'elite-static-'));
    mkdirSync(path.join(site, 'assets'));
    writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(path.join(site, 'remoteEntry.js'), 'remote');
    writeFileSync(path.join(site, 'mf-manifest.json'), '{"name":"mf_admin"}');
    writeFileSync(path.join(site, 'assets', 'main.3f9a1c0b2d.js'), 'hashed');
    writeFileSync(path.join(site, '123.9be1f2a4c6.css'), 'css');
  });
  afterAll(() => {
    rmSync(site, { recursive: true, force: true });
  });

  it('serves hashed files as immutable and entry files as no-cache, with the SPA fallback for pages', async () => {
    const { url, child } = await start({ SITE_DIR: site, SPA_FALLBACK: 'true' });
    try {
      const hashed = await fetch(`${url}/assets/main.3f9a1c0b2d.js`);
      expect(hashed.status).toBe(200);
      expect(hashed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(hashed.headers.get('content-type')).toMatch(/javascript/);
      expect((await fetch(`${url}/123.9be1f2a4c6.css`)).headers.get('cache-control')).toMatch(/immutable/);
      for (const entry of ['/index.html', '/remoteEntry.js', '/mf-manifest.json']) {
        const response = await fetch(`${url}${entry}`);
        expect([entry, response.status, response.headers.get('cache-control')]).toEqual([
          entry,
          200,
          'no-cache',
        ]);
      }
      const page = await fetch(`${url}/tracking/12`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>shell</title>');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await fetch(`${url}/missing.js`)).status).toBe(404);
      expect((await fetch(`${url}/..%2f..%2fetc/passwd`)).status).toBe(404);
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
      expect((await fetch(`${url}/index.html`, { method: 'POST' })).status).toBe(405);
    } finally {
      expect(await stop(child)).toBe(0);
    }
  });

  it('serves a remote under its base path with CORS', async () => {
    const { url, child } = await start({
      SITE_DIR: site,
      BASE_PATH: '/remotes/mf-admin/',
      CORS_ORIGIN: 'https://elite.example',
    });
    try {
      const manifest = await fetch(`${url}/remotes/mf-admin/mf-manifest.json`);
      expect(manifest.status).toBe(200);
      expect(manifest.headers.get('access-control-allow-origin')).toBe('https://elite.example');
      expect((await fetch(`${url}/mf-manifest.json`)).status).toBe(404);
      expect((await fetch(`${url}/remotes/mf-admin/booking`)).status).toBe(404);
    } finally {
      await stop(child);
    }
  });

  it('applies the cache rules of the gateway, from the one definition in packages/contracts', async () => {
    // server.mjs defines no rule of its own: it imports the build of packages/contracts/src/cache-policy.ts.
    const source = readRepoFile('deploy/static-server/server.mjs');
    expect(source).toContain("from '../../packages/contracts/dist/cache-policy.js'");
    expect(source).not.toMatch(/max-age=|ENTRY_FILES|CONTENT_HASHED/);
    const { url, child } = await start({ SITE_DIR: site });
    try {
      for (const file of [
        'index.html',
        'remoteEntry.js',
        'mf-manifest.json',
        'assets/main.3f9a1c0b2d.js',
        '123.9be1f2a4c6.css',
      ]) {
        const response = await fetch(`${url}/${file}`);
        await response.text();
        expect([file, response.status, response.headers.get('cache-control')]).toEqual([
          file,
          200,
          cacheControlFor(`/${file}`),
        ]);
      }
    } finally {
      await stop(child);
    }
  });
});
