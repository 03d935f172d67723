import { DockerfileParser, type Dockerfile } from 'dockerfile-ast';
import { deployables, readRepoFile } from './support/repository';

const slices = deployables();

function load(folder: string): Dockerfile {
  return DockerfileParser.parse(readRepoFile(`${folder}/Dockerfile`));
}

/** ARG defaults declared before the first FROM, which a FROM may name. */
function globalArgs(dockerfile: Dockerfile): Map<string, string> {
  const args = new Map<string, string>();
  for (const instruction of dockerfile.getInstructions()) {
    if (instruction.getKeyword() === 'FROM') break;
    if (instruction.getKeyword() !== 'ARG') continue;
    const [name, value] = instruction.getArgumentsContent()!.split('=');
    if (name && value) args.set(name, value);
  }
  return args;
}

function baseImages(dockerfile: Dockerfile): string[] {
  const args = globalArgs(dockerfile);
  const stages = new Set(dockerfile.getFROMs().map((from) => from.getBuildStage()).filter(Boolean));
  return dockerfile
    .getFROMs()
    .map((from) => from.getImage()!.replace(/\$\{(\w+)\}|\$(\w+)/g, (_m, a, b) => args.get(a ?? b) ?? ''))
    .filter((image) => !stages.has(image));
}

/** Instructions of the last stage: what the image that runs is made of. */
function finalStage(dockerfile: Dockerfile) {
  const instructions = dockerfile.getInstructions();
  const lastFrom = instructions.map((i) => i.getKeyword()).lastIndexOf('FROM');
  return instructions.slice(lastFrom);
}

const keywordArgs = (dockerfile: Dockerfile, keyword: string) =>
  finalStage(dockerfile)
    .filter((i) => i.getKeyword() === keyword)
    .map((i) => i.getArgumentsContent() ?? '');

describe.each(slices.map((slice) => [slice.folder, slice] as const))('%s/Dockerfile', (folder, slice) => {
  const dockerfile = load(folder);

  it('parses without syntax problems', () => {
    expect(dockerfile.getInstructions().length).toBeGreaterThan(10);
    for (const instruction of dockerfile.getInstructions()) expect(instruction.getKeyword()).toMatch(/^[A-Z]+$/);
  });

  it('builds from a small base pinned to an exact version, never latest', () => {
    const images = baseImages(dockerfile);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/^node:\d+\.\d+\.\d+-alpine\d+\.\d+$/);
      expect(image).not.toMatch(/latest/);
    }
    expect(readRepoFile(`${folder}/Dockerfile`)).not.toMatch(/:latest\b/);
  });

  it('is multi-stage: dependencies installed with npm ci for this workspace only', () => {
    expect(dockerfile.getFROMs().length).toBeGreaterThanOrEqual(3);
    const installs = dockerfile
      .getInstructions()
      .filter((i) => i.getKeyword() === 'RUN' && /npm (ci|install)\b/.test(i.getArgumentsContent() ?? ''))
      .map((i) => i.getArgumentsContent()!);
    expect(installs.length).toBeGreaterThan(0);
    for (const install of installs) {
      expect(install).toMatch(/npm ci /);
      expect(install).toContain(`--workspace ${folder}`);
      expect(install).toContain('--ignore-scripts');
    }
  });

  it('runs as a non-root user with NODE_ENV=production', () => {
    const users = keywordArgs(dockerfile, 'USER');
    expect(users.length).toBe(1);
    expect(users[0]).not.toMatch(/^(root|0)(:|$)/);
    expect(keywordArgs(dockerfile, 'ENV').join(' ')).toMatch(/NODE_ENV=production/);
  });

  it('has a HEALTHCHECK on the health route and stops on SIGTERM', () => {
    const checks = keywordArgs(dockerfile, 'HEALTHCHECK');
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatch(slice.kind === 'static' ? /\/healthz/ : /\/health\/ready/);
    expect(keywordArgs(dockerfile, 'STOPSIGNAL')).toEqual(['SIGTERM']);
    // Exec form: node is PID 1 and receives the signal itself, no shell in between.
    expect(keywordArgs(dockerfile, 'CMD')[0]).toMatch(/^\["node", /);
  });

  it('installs production dependencies only in the final stage', () => {
    const runs = keywordArgs(dockerfile, 'RUN').filter((run) => /npm ci/.test(run));
    if (slice.kind === 'static') expect(runs).toEqual([]);
    else for (const run of runs) expect(run).toMatch(/--omit=dev/);
  });

  if (slice.kind === 'static') {
    it('runs the static server beside the cache rules it shares with the gateway', () => {
      const copies = keywordArgs(dockerfile, 'COPY');
      expect(copies).toContain('deploy/static-server/server.mjs /srv/deploy/static-server/server.mjs');
      expect(copies).toContain('/app/packages/contracts/dist/cache-policy.js /srv/packages/contracts/dist/cache-policy.js');
      expect(readRepoFile(`${folder}/Dockerfile`)).toContain('COPY --from=build /app/packages/contracts/dist/cache-policy.js ');
      expect(keywordArgs(dockerfile, 'CMD')).toEqual(['["node", "/srv/deploy/static-server/server.mjs"]']);
      expect(readRepoFile(`${folder}/Dockerfile`)).toMatch(/npx tsc -b packages\/contracts/);
    });
  }

  it('labels the image with the version it is built as', () => {
    expect(keywordArgs(dockerfile, 'LABEL').join(' ')).toMatch(/org\.opencontainers\.image\.version="\$\{VERSION\}"/);
  });
});

describe('.dockerignore', () => {
  const ignored = readRepoFile('.dockerignore').split('\n').map((line) => line.trim());

  it('keeps dependencies, builds, local data and secrets out of every build context', () => {
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.data', '.env']));
  });

  it('still sends every workspace manifest, which npm ci needs', () => {
    expect(ignored).toEqual(expect.arrayContaining(['!e2e/package.json', '!bench/package.json']));
  });
});
