import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eventually } from '@elite/nest-kit/testing';
import { freePort } from '../../scripts/lib/ports.mjs';
import {
  createScratchDatabase,
  requireRedisUrl,
  type ScratchDatabase,
} from '../../scripts/lib/test-environment.mjs';
import { deployables, readRepoFile, ROOT } from './support/repository';
import { buildImage, inContainer, inImage, podman, standInBase, startContainer } from './support/images';

// The images as compose builds them (the Dockerfile of their kind, their build arguments), built and
// run: one of each Dockerfile. Building needs no network but the npm registry and Debian's mirror
// (the base image's stand-in: support/images.ts).
const slices = deployables();
const booking = slices.find((slice) => slice.name === 'booking')!;
const remote = slices.find((slice) => slice.name === 'mf-booking')!;
const run = `${process.pid}-${Date.now().toString(36)}`;
const BUILDING = 600_000;

const labels = async (image: string) =>
  JSON.parse(await podman(['image', 'inspect', '--format', '{{json .Labels}}', image])) as Record<
    string,
    string
  >;

let base: string;
beforeAll(async () => {
  base = await standInBase();
}, BUILDING);

it('the stand-in base runs the Node version the Dockerfiles pin, as the user node', async () => {
  const pinned = /^ARG NODE_IMAGE=node:(\d+\.\d+\.\d+)-alpine/m;
  for (const file of ['deploy/docker/node.Dockerfile', 'deploy/docker/static.Dockerfile'])
    expect(readRepoFile(file).match(pinned)?.[1]).toBe(process.versions.node);
  expect(await inImage(base, ['node', '--version'])).toBe(process.version);
  expect(await inImage(base, ['id', '-u', 'node'])).toBe('1000');
});

describe(`the image of a service (${booking.name}, ${booking.dockerfile})`, () => {
  const image = `localhost/elite-test/${booking.name}:${run}`;
  const container = `elite-test-${booking.name}-${run}`;
  let port: number;
  let url: string;
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    await buildImage(booking, { base, tag: image });
    scratch = await createScratchDatabase('images');
    await startContainer(image, container, {
      [booking.portEnv]: String(port),
      DATABASE_URL: scratch.url,
      REDIS_URL: requireRedisUrl(),
      QUEUE_PREFIX: `images-${run}`,
      NOTIFICATIONS_PUBLIC_KEY: readFileSync(process.env.NOTIFICATIONS_PUBLIC_KEY_FILE!, 'utf8'),
    });
  }, BUILDING);

  afterAll(async () => {
    await podman(['rm', '--force', '--ignore', container]);
    await podman(['rmi', '--force', '--ignore', image]);
    await scratch?.drop();
  });

  it('starts, migrates its schema and answers ready once its database and Redis do; its health check passes', async () => {
    // A container's start takes what the machine gives it: asked until it answers, for up to a minute.
    const ready = await eventually(
      () =>
        fetch(`${url}/health/ready`).then(
          (response) => (response.ok ? response.json() : undefined),
          () => undefined,
        ),
      (answer) => answer !== undefined,
      60_000,
      500,
    );
    expect(ready).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
    expect((await fetch(`${url}/api/vehicles`)).status).toBe(200);
    await expect(podman(['healthcheck', 'run', container])).resolves.toBe('');
  });

  it('runs as the node user with NODE_ENV=production and the production dependencies of its workspace only', async () => {
    expect(await inContainer(container, ['id', '-un'])).toBe('node');
    expect(await inContainer(container, ['printenv', 'NODE_ENV'])).toBe('production');
    const installed = async (names: string[]) =>
      JSON.parse(
        await inContainer(container, [
          'node',
          '-e',
          `console.log(JSON.stringify(${JSON.stringify(names)}.filter((name) => require('node:fs').existsSync('/app/node_modules/' + name))))`,
        ]),
      ) as string[];
    const { dependencies, devDependencies } = JSON.parse(readRepoFile(`${booking.folder}/package.json`)) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const production = Object.keys(dependencies).filter((name) => !name.startsWith('@elite/'));
    expect(await installed(production)).toEqual(production);
    // Its development dependencies, the repository's tools and what only other workspaces use stay out.
    const development = [
      ...Object.keys(devDependencies),
      'jest',
      'eslint',
      'prettier',
      'webpack',
      'react',
      'antd',
    ];
    expect(await installed(development)).toEqual([]);
  });

  it('is labelled with its name and version', async () => {
    expect(await labels(image)).toMatchObject({
      'org.opencontainers.image.title': `elite-${booking.name}`,
      'org.opencontainers.image.version': booking.version,
    });
  });

  it('stops on SIGTERM by itself: node drains and exits 0, not killed', async () => {
    await podman(['stop', '--time', '60', container]);
    expect(await podman(['inspect', '--format', '{{.State.ExitCode}}', container])).toBe('0');
  });
});

describe(`the image of a remote (${remote.name}, ${remote.dockerfile})`, () => {
  const previousImage = `localhost/elite-test/${remote.name}:previous-${run}`;
  const image = `localhost/elite-test/${remote.name}:${run}`;
  const container = `elite-test-${remote.name}-${run}`;
  let port: number;
  let url: string;
  let copy: string;

  /** The site's hashed JavaScript files in an image. */
  const chunks = async (tag: string) =>
    (await inImage(tag, ['ls', '/srv/site'])).split('\n').filter((file) => /\.[0-9a-f]{10}\.js$/.test(file));
  /** The releases an image's site records, newest first, with the hashed files of each. */
  const releases = async (tag: string) =>
    (
      JSON.parse(await inImage(tag, ['cat', '/srv/site/.releases.json'])) as {
        releases: { release: string; files: string[] }[];
      }
    ).releases;

  beforeAll(async () => {
    // The previous release: the same sources but for one page module, so some of its chunks differ.
    copy = mkdtempSync(path.join(os.tmpdir(), 'elite-previous-release-'));
    execFileSync('sh', ['-c', `git ls-files -z | xargs -0 cp --parents -t "${copy}"`], { cwd: ROOT });
    appendFileSync(
      path.join(copy, 'mf-booking/src/app/home-page.tsx'),
      "\nconsole.debug('the previous release');\n",
    );
    await buildImage(remote, { base, tag: previousImage, context: copy, extraArgs: { VERSION: '0.0.1' } });
    await buildImage(remote, { base, tag: image, extraArgs: { PREVIOUS_IMAGE: previousImage } });
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    await startContainer(image, container, { PORT: String(port) });
  }, BUILDING);

  afterAll(async () => {
    rmSync(copy, { recursive: true, force: true });
    await podman(['rm', '--force', '--ignore', container]);
    await podman(['rmi', '--force', '--ignore', image, previousImage]);
  });

  it('serves its site: the entry file revalidated, hashed chunks immutable, health on /healthz; its health check passes', async () => {
    const up = () =>
      fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    expect(await eventually(up, Boolean, 60_000, 500)).toBe(true);
    const entry = await fetch(`${url}/remoteEntry.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).not.toContain('immutable');
    const [chunk] = await chunks(image);
    const hashed = await fetch(`${url}/${chunk}`);
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toContain('immutable');
    await expect(podman(['healthcheck', 'run', container])).resolves.toBe('');
    expect(await inContainer(container, ['id', '-un'])).toBe('node');
  });

  it('a first release (no previous image) keeps nothing but its own files', async () => {
    const [first, ...none] = await releases(previousImage);
    expect(none).toEqual([]);
    expect(first!.release).toBe('0.0.1');
    expect(first!.files).toEqual(expect.arrayContaining(await chunks(previousImage)));
  });

  it("keeps the previous image's hashed chunks beside its own, and records both releases", async () => {
    const [current, previous, ...none] = await releases(image);
    expect(none).toEqual([]);
    expect([current!.release, previous!.release]).toEqual([remote.version, '0.0.1']);
    // The changed page module's chunks: the previous release's alone.
    const onlyPrevious = previous!.files.filter(
      (file) => !current!.files.includes(file) && file.endsWith('.js'),
    );
    expect(onlyPrevious.length).toBeGreaterThan(0);
    // The redeployed image has them, and serves them: an open tab of the previous release loads its chunks.
    expect(await chunks(image)).toEqual(expect.arrayContaining(onlyPrevious));
    for (const file of onlyPrevious) expect((await fetch(`${url}/${file}`)).status).toBe(200);
    // The index is the server's own: never served.
    expect((await fetch(`${url}/.releases.json`)).status).toBe(404);
  });
});

describe('the build context (.dockerignore)', () => {
  it(
    'holds sources and every workspace manifest; no dependencies, builds, local data, secrets or tests',
    async () => {
      const tag = `localhost/elite-test/context:${run}`;
      await buildImage(booking, { base, tag, target: 'manifests' });
      try {
        const files = (await inImage(tag, ['find', '/src', '-maxdepth', '3'])).split('\n');
        for (const kept of ['/src/package-lock.json', '/src/e2e/package.json', '/src/bench/package.json'])
          expect(files).toContain(kept);
        const leaked = files.filter((file) =>
          /\/(node_modules|dist|\.git|\.data|\.env|test-results|tests?)$|\.spec\.ts$/.test(file),
        );
        expect(leaked).toEqual([]);
      } finally {
        await podman(['rmi', '--force', '--ignore', tag]);
      }
    },
    BUILDING,
  );
});
