import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startFakeUpstream, type FakeUpstream } from '../../gateway/test/support/fake-upstream';

// The render slice as it runs beside the gateway (docs/architecture.md, "Server rendering"): real
// processes on a copy of the built site (`npm run build` first; the shell's build is linked, mf-booking's copied), the services one stand-in that
// records what reaches it. Each page is asked for with a request id of its own, so that the
// gateway's access log tells which requests reached it while that page was drawn.
const REPO = path.resolve(__dirname, '../..');
const HERO = 'Luxury Transportation';
const REDEPLOYED = 'Chauffeured, redeployed';
const SERVICE_PREFIXES = ['BOOKING', 'IDENTITY', 'MAGIC_LINK', 'TRACKING', 'REWARDS', 'NOTIFICATIONS'];

interface Running {
  child: ChildProcess;
  url: string;
  lines: string[];
}

/** Starts `main` on a free port and resolves once it logs `message` with its port. */
function start(main: string, env: NodeJS.ProcessEnv, message: string): Promise<Running> {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${main} exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const port = line.includes(`"msg":"${message}"`) ? /"port":(\d+)/.exec(line)?.[1] : undefined;
      if (port) resolve({ child, url: `http://127.0.0.1:${port}`, lines });
    });
  });
}

async function stop(running: Running | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null || running.child.signalCode !== null) return;
  const exited = new Promise((resolve) => running.child.once('exit', resolve));
  running.child.kill('SIGKILL');
  await exited;
}

/** Every page asked of the gateway so far: `GET <path> <request id>`. */
const pagesAsked: string[] = [];
/** A page through the gateway, as a browser asks for it, with its own request id. */
async function page(gatewayUrl: string, pathname: string) {
  const requestId = `render-slice-test-${process.pid}-${pagesAsked.length + 1}`;
  pagesAsked.push(`GET ${pathname} ${requestId}`);
  const response = await fetch(gatewayUrl + pathname, {
    headers: { accept: 'text/html', 'x-request-id': requestId },
  });
  return { status: response.status, html: await response.text(), requestId };
}

/** Waits until `check` passes (the render slice takes a redeployed file at its next check). */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the render slice', () => {
  // Outside the repository, as `npm run dev`'s builds are: nothing in the site resolves a package itself.
  const site = mkdtempSync(path.join(tmpdir(), 'render-slice-site-'));
  const remoteEntry = path.join(site, 'mf-booking', 'dist', 'ssr', 'remoteEntry.js');
  let services: FakeUpstream;
  let render: Running | undefined;
  let gateway: Running;

  beforeAll(async () => {
    mkdirSync(path.join(site, 'shell'), { recursive: true });
    symlinkSync(path.join(REPO, 'shell', 'dist'), path.join(site, 'shell', 'dist'));
    cpSync(path.join(REPO, 'mf-booking', 'dist'), path.join(site, 'mf-booking', 'dist'), { recursive: true });
    services = await startFakeUpstream();
    const serviceUrls = Object.fromEntries(SERVICE_PREFIXES.map((name) => [`${name}_URL`, services.url]));
    render = await start(
      path.join(REPO, 'render', 'dist', 'main.js'),
      { RENDER_PORT: '0', STATIC_ROOT: site, LOG_LEVEL: 'info', ...serviceUrls },
      'render listening',
    );
    gateway = await start(
      path.join(REPO, 'gateway', 'dist', 'main.js'),
      { PORT: '0', STATIC_ROOT: site, RENDER_URL: render.url, LOG_LEVEL: 'debug', ...serviceUrls },
      'gateway listening',
    );
  });

  afterAll(async () => {
    await stop(gateway);
    await stop(render);
    await services?.close();
    rmSync(site, { recursive: true, force: true });
  });

  it('draws a page whose data it asked of the services itself: no request of the render reaches the gateway', async () => {
    const { status, html, requestId } = await eventually(
      () => page(gateway.url, '/'),
      ({ html }) => html.includes(`>${HERO}</h1>`),
    );
    expect(status).toBe(200);
    // The page's data was asked of the services at their own URLs, by the render slice, under the page's request id.
    expect(
      services.seen
        .filter((request) => request.headers['x-request-id'] === requestId)
        .map((request) => request.url),
    ).toEqual(expect.arrayContaining(['/api/services', '/api/vehicles', '/api/testimonials']));
    // Every request the gateway answered is in its access log (LOG_LEVEL=debug), written once it has
    // answered; a request the render slice made through the gateway would be answered before its page.
    const logged = await eventually(
      async () =>
        gateway.lines
          .filter((line) => line.includes('"msg":"request"'))
          .map((line) => JSON.parse(line) as { method: string; url: string; requestId: string })
          .map(({ method, url, requestId }) => `${method} ${url} ${requestId}`),
      (lines) => lines.some((line) => line.endsWith(` ${requestId}`)),
    );
    // The gateway saw the pages asked of it, and nothing else: not one request of the renders.
    expect(logged).toEqual(pagesAsked);
    expect(html).toMatch(/<div id="root">.+<\/div>/s);
  });

  it("takes a remote redeployed alone at once: its route's HTML changes while every process keeps running", async () => {
    const before = await page(gateway.url, '/');
    expect(before.html).toContain(`>${HERO}</h1>`);
    // A new build of mf-booking's server container, deployed over the old one.
    writeFileSync(remoteEntry, readFileSync(remoteEntry, 'utf8').replaceAll(HERO, REDEPLOYED));
    const after = await eventually(
      () => page(gateway.url, '/'),
      ({ html }) => html.includes(`>${REDEPLOYED}</h1>`),
    );
    expect(after.status).toBe(200);
    expect(after.html).not.toContain(`>${HERO}</h1>`);
    expect(render!.child.exitCode).toBeNull();
    expect(gateway.child.exitCode).toBeNull();
  });

  it('killed, the site still serves its pages, rendered in the browser', async () => {
    await stop(render);
    const { status, html } = await page(gateway.url, '/');
    expect(status).toBe(200);
    // The shell's bare document: the browser draws the page.
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain(REDEPLOYED);
    const missing = await page(gateway.url, '/booking');
    expect(missing.status).toBe(200);
    expect(missing.html).toContain('<div id="root"></div>');
  });
});
