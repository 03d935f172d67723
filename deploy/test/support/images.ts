import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT, type Deployable } from './repository';

// The images are built and run with podman (Debian's package; .ci/run installs it), which needs no
// daemon: buildah's chroot isolation for RUN steps, runc under the cgroupfs manager to run them (no
// systemd here, and crun refuses this machine's hybrid cgroups). docs/development.md says why.
const PODMAN_GLOBAL = ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs'];
// The engine would raise the open-files and process limits to its own defaults, which a sandbox without
// CAP_SYS_RESOURCE may not do; a test's container needs far fewer.
const RUN_LIMITS = ['--ulimit', 'nofile=4096:4096', '--ulimit', 'nproc=4096:4096'];

const run = promisify(execFile);

/** podman with this machine's global options; resolves to what it printed, rejects with its stderr. */
export async function podman(args: string[], options: { cwd?: string } = {}): Promise<string> {
  try {
    const { stdout } = await run('podman', [...PODMAN_GLOBAL, ...args], {
      cwd: options.cwd,
      maxBuffer: 64 * 1024 * 1024,
    });
    return stdout.trim();
  } catch (error) {
    const { stderr, message, code } = error as { stderr?: string; message: string; code?: unknown };
    if (code === 'ENOENT')
      throw new Error(
        'podman is not installed: the image tests need podman, runc and debootstrap (.ci/run installs them from Debian)',
        { cause: error },
      );
    throw new Error(
      `podman ${args.slice(0, 3).join(' ')}… failed: ${(stderr ?? '').slice(-4000) || message}`,
      { cause: error },
    );
  }
}

const imageExists = (tag: string) =>
  podman(['image', 'exists', tag]).then(
    () => true,
    () => false,
  );

/**
 * The Dockerfiles' base, `node:<version>-alpine`, comes from Docker Hub, which this machine cannot
 * reach. Its stand-in is made here from what it can: a Debian root file system (debootstrap, Debian's
 * mirror), the project's own Node (the `node` devDependency: the version the Dockerfiles pin), the
 * machine's npm, the `node` user the official image has, and the machine's CA bundle (its registry
 * traffic passes a proxy with a CA of its own). Made once per Node version and kept.
 */
export async function standInBase(): Promise<string> {
  const tag = `localhost/elite-test-node:${process.versions.node}`;
  if (await imageExists(tag)) return tag;
  const rootfs = mkdtempSync(path.join(os.tmpdir(), 'elite-node-base-'));
  try {
    await run('debootstrap', [
      '--variant=minbase',
      '--include=wget,ca-certificates',
      'bookworm',
      rootfs,
      'http://deb.debian.org/debian',
    ]);
    cpSync(process.execPath, path.join(rootfs, 'usr/local/bin/node'));
    // The npm on PATH (bin/npm-cli.js in its package), the one that installed this checkout.
    const { stdout: npmBin } = await run('sh', ['-c', 'command -v npm']);
    const npmPackage = path.resolve(realpathSync(npmBin.trim()), '..', '..');
    cpSync(npmPackage, path.join(rootfs, 'usr/local/lib/node_modules/npm'), { recursive: true });
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(rootfs, 'usr/local/bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(rootfs, 'usr/local/bin/npx'));
    cpSync('/etc/ssl/certs/ca-certificates.crt', path.join(rootfs, 'etc/ssl/certs/ca-certificates.crt'));
    await run('chroot', [
      rootfs,
      '/bin/sh',
      '-c',
      'groupadd -g 1000 node && useradd -u 1000 -g node -m node',
    ]);
    const archive = path.join(os.tmpdir(), `${path.basename(rootfs)}.tar`);
    await run('tar', ['-C', rootfs, '-cf', archive, '.']);
    try {
      await podman([
        'import',
        '--change',
        'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt',
        '--change',
        'ENV PATH=/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin',
        archive,
        tag,
      ]);
    } finally {
      rmSync(archive, { force: true });
    }
    return tag;
  } finally {
    rmSync(rootfs, { recursive: true, force: true });
  }
}

/** Builds `deployable` as compose does (its Dockerfile, build arguments and version) on `base`, from `context`. */
export async function buildImage(
  deployable: Deployable,
  { base, tag, context = ROOT, extraArgs = {}, target }: BuildOptions,
): Promise<string> {
  const buildArgs = { ...deployable.buildArgs, VERSION: deployable.version, NODE_IMAGE: base, ...extraArgs };
  await podman(
    [
      'build',
      '--isolation=chroot',
      // Docker's image format: OCI's has no HEALTHCHECK.
      '--format=docker',
      '--network=host',
      '-f',
      path.join(ROOT, deployable.dockerfile),
      ...Object.entries(buildArgs).flatMap(([name, value]) => ['--build-arg', `${name}=${value}`]),
      ...(target ? ['--target', target] : []),
      '-t',
      tag,
      '.',
    ],
    { cwd: context },
  );
  return tag;
}

interface BuildOptions {
  base: string;
  tag: string;
  context?: string;
  extraArgs?: Record<string, string>;
  target?: string;
}

/** Starts `image` in the background on the host's network; resolves to the container's name. */
export async function startContainer(
  image: string,
  name: string,
  env: Record<string, string>,
): Promise<string> {
  await podman(['rm', '--force', '--ignore', name]);
  await podman([
    'run',
    '--detach',
    '--name',
    name,
    '--network=host',
    // The image's health check is run by the test (`podman healthcheck run`): no systemd timer here.
    '--health-interval=disable',
    ...RUN_LIMITS,
    ...Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    image,
  ]);
  return name;
}

/** What `command` prints inside the running container. */
export const inContainer = (name: string, command: string[]) => podman(['exec', name, ...command]);

/** What `command` prints in a new container of `image` (removed after). */
export const inImage = (image: string, command: string[]) =>
  podman([
    'run',
    '--rm',
    '--network=none',
    ...RUN_LIMITS,
    '--entrypoint',
    command[0]!,
    image,
    ...command.slice(1),
  ]);
