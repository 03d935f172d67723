// Every deployable of the product: its folder, image name and version (its package.json's).
// Each slice is versioned and tagged on its own; `node deploy/deployables.mjs` prints the list.
import '../scripts/lib/node-version.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import RENDER_SLICE from '@elite/contracts/render-slice.json' with { type: 'json' };
import SERVICE_REGISTRY from '@elite/contracts/service-registry.json' with { type: 'json' };

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * name: compose service, Kubernetes Deployment and image name; kind: node service, gateway, render
 * slice or static files; calls: the services whose internal routes it calls (each gets their `<NAME>_URL`, and the
 * network lets it reach them).
 */
export const DEPLOYABLES = [
  // The services, from the one registry in the contracts (the gateway and the runner read it too).
  ...SERVICE_REGISTRY.map(({ name, port, calls, schema, description }) => ({
    name,
    folder: `services/${name}`,
    kind: 'service',
    port,
    portEnv: `${name.toUpperCase().replace(/-/g, '_')}_PORT`,
    calls,
    schema,
    description,
  })),
  // Pages drawn on the server: the gateway sends it page requests; it calls every service's API.
  {
    name: RENDER_SLICE.name,
    folder: 'render',
    kind: 'render',
    port: RENDER_SLICE.port,
    portEnv: 'RENDER_PORT',
    calls: SERVICE_REGISTRY.map((service) => service.name),
    description: RENDER_SLICE.description,
  },
  {
    name: 'gateway',
    folder: 'gateway',
    kind: 'gateway',
    port: 8080,
    portEnv: 'PORT',
    description: 'gateway',
  },
  {
    name: 'shell',
    folder: 'shell',
    kind: 'static',
    port: 8080,
    portEnv: 'PORT',
    description: 'the shell (React host)',
  },
  {
    name: 'mf-booking',
    folder: 'mf-booking',
    kind: 'static',
    port: 8080,
    portEnv: 'PORT',
    description: 'remote mf_booking (home, booking, magic link)',
  },
  {
    name: 'mf-admin',
    folder: 'mf-admin',
    kind: 'static',
    port: 8080,
    portEnv: 'PORT',
    description: 'remote mf_admin (staff dashboard)',
  },
  {
    name: 'mf-rewards',
    folder: 'mf-rewards',
    kind: 'static',
    port: 8080,
    portEnv: 'PORT',
    description: 'remote mf_rewards (rewards page)',
  },
  {
    name: 'mf-tracking',
    folder: 'mf-tracking',
    kind: 'static',
    port: 8080,
    portEnv: 'PORT',
    description: 'remote mf_tracking (live tracking page)',
  },
];

/** The one Dockerfile of each kind: Node processes (services, the render slice, the gateway), static sites. */
export const dockerfileOf = (deployable) =>
  deployable.kind === 'static' ? 'deploy/docker/static.Dockerfile' : 'deploy/docker/node.Dockerfile';

/** The build arguments that make the kind's Dockerfile build this deployable (compose's build.args). */
export function buildArgs(deployable) {
  const args = { WORKSPACE: deployable.folder, NAME: deployable.name, DESCRIPTION: deployable.description };
  if (deployable.kind === 'static') return { ...args, SPA_FALLBACK: String(deployable.name === 'shell') };
  return { ...args, PORT_VARIABLE: deployable.portEnv, PORT: String(deployable.port) };
}

export function versionOf(deployable, root = ROOT) {
  return JSON.parse(readFileSync(path.join(root, deployable.folder, 'package.json'), 'utf8')).version;
}

/** `BOOKING_VERSION`, `MF_ADMIN_VERSION`…: the variable docker-compose.yml tags the image with. */
export const versionVariable = (deployable) => `${deployable.name.replace(/-/g, '_').toUpperCase()}_VERSION`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href && process.argv.includes('--json')) {
  const list = DEPLOYABLES.map((deployable) => ({
    ...deployable,
    version: versionOf(deployable),
    versionVariable: versionVariable(deployable),
    dockerfile: dockerfileOf(deployable),
    buildArgs: buildArgs(deployable),
  }));
  process.stdout.write(`${JSON.stringify(list)}\n`);
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const deployable of DEPLOYABLES) {
    process.stdout.write(
      `${deployable.name.padEnd(12)} ${versionOf(deployable).padEnd(10)} elite/${deployable.name}:${versionOf(deployable)}  (${dockerfileOf(deployable)})\n`,
    );
  }
}
