import { DockerfileParser, type Dockerfile } from 'dockerfile-ast';
import { deployables, readRepoFile, type Deployable } from './support/repository';

const slices = deployables();

// Docker substitutes build arguments in these instructions itself; RUN sees them as environment variables.
const SUBSTITUTED = /^(ADD|COPY|ENV|EXPOSE|FROM|LABEL|STOPSIGNAL|USER|VOLUME|WORKDIR|RUN)\b/;

/** The kind's Dockerfile as it builds this deployable: its ARGs replaced by the deployable's build arguments (else their defaults). */
function resolved(slice: Deployable): string {
  const text = readRepoFile(slice.dockerfile);
  const defaults = new Map<string, string>();
  for (const match of text.matchAll(/^ARG (\w+)(?:=(\S*))?$/gm)) defaults.set(match[1]!, match[2] ?? '');
  const value = (name: string) => slice.buildArgs[name] ?? defaults.get(name);
  return text
    .split('\n')
    .map((line) => {
      if (!SUBSTITUTED.test(line.trim()) || /^\s*(ARG|FROM)\b/.test(line)) return line;
      return line.replace(/\$\{(\w+)\}/g, (whole, name: string) => value(name) ?? whole);
    })
    .join('\n');
}

function load(slice: Deployable): Dockerfile {
  return DockerfileParser.parse(resolved(slice));
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
  const stages = new Set(
    dockerfile
      .getFROMs()
      .map((from) => from.getBuildStage())
      .filter(Boolean),
  );
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

describe.each(slices.map((slice) => [slice.name, slice] as const))('the image of %s', (_name, slice) => {
  const folder = slice.folder;
  const dockerfile = load(slice);

  it('is built from the one Dockerfile of its kind, which declares every build argument it is given', () => {
    expect(slice.dockerfile).toBe(
      slice.kind === 'static' ? 'deploy/docker/static.Dockerfile' : 'deploy/docker/node.Dockerfile',
    );
    const declared = new Set(
      [...readRepoFile(slice.dockerfile).matchAll(/^ARG (\w+)/gm)].map((match) => match[1]),
    );
    for (const name of Object.keys(slice.buildArgs)) expect(declared).toContain(name);
    expect(slice.buildArgs.WORKSPACE).toBe(folder);
  });

  it('parses without syntax problems', () => {
    expect(dockerfile.getInstructions().length).toBeGreaterThan(10);
    for (const instruction of dockerfile.getInstructions())
      expect(instruction.getKeyword()).toMatch(/^[A-Z]+$/);
  });

  it('builds from a small base pinned to an exact version, never latest', () => {
    const images = baseImages(dockerfile);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image).toMatch(/^node:\d+\.\d+\.\d+-alpine\d+\.\d+$/);
      expect(image).not.toMatch(/latest/);
    }
    expect(readRepoFile(slice.dockerfile)).not.toMatch(/:latest\b/);
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
      expect(copies).toContain(
        '/app/packages/contracts/dist/cache-policy.js /srv/packages/contracts/dist/cache-policy.js',
      );
      expect(resolved(slice)).toContain('COPY --from=build /app/packages/contracts/dist/cache-policy.js ');
      expect(keywordArgs(dockerfile, 'CMD')).toEqual(['["node", "/srv/deploy/static-server/server.mjs"]']);
      expect(resolved(slice)).toMatch(/npx tsc -b packages\/contracts/);
    });
  }

  it('labels the image with its name and the version it is built as', () => {
    expect(readRepoFile(slice.dockerfile)).toMatch(/org\.opencontainers\.image\.version="\$\{VERSION\}"/);
    expect(keywordArgs(dockerfile, 'LABEL').join(' ')).toContain(
      `org.opencontainers.image.title="elite-${slice.name}"`,
    );
  });

  it('runs the build of its own workspace', () => {
    const workdirs = keywordArgs(dockerfile, 'WORKDIR');
    if (slice.kind === 'static') {
      expect(resolved(slice)).toContain(`COPY --from=build /app/${folder}/dist /srv/site\n`);
      expect(resolved(slice)).toMatch(/\nCOPY --from=site \/srv\/site \/srv\/site\nUSER node/);
    } else expect(workdirs[workdirs.length - 1]).toBe(`/app/${folder}`);
  });

  if (slice.kind === 'static') {
    it("keeps the previous image's hashed files, and nothing of it by default", () => {
      const text = resolved(slice);
      // The default previous image is an empty site, a stage of this file; another is named by --build-arg.
      expect(text).toMatch(/^ARG PREVIOUS_IMAGE=no-previous-image$/m);
      expect(text).toMatch(/^FROM \$\{NODE_IMAGE\} AS no-previous-image\nRUN mkdir -p \/srv\/site$/m);
      expect(text).toMatch(/^FROM \$\{PREVIOUS_IMAGE\} AS previous$/m);
      // Its whole site goes to a build stage only; the script copies the hashed files from it.
      expect(text).toContain('COPY --from=previous /srv/site /srv/previous-site\n');
      expect(text).toMatch(
        /\nRUN node deploy\/docker\/keep-previous-chunks\.mjs \/srv\/previous-site \/srv\/site --release \S+ --keep \d+\n/,
      );
      expect(text).toContain(
        'COPY deploy/docker/keep-previous-chunks.mjs /srv/deploy/docker/keep-previous-chunks.mjs',
      );
      // The image that runs takes the kept site, never anything of the previous image directly.
      expect(text.slice(text.lastIndexOf('\nFROM '))).not.toMatch(/previous/);
    });
  }
});

describe('.dockerignore', () => {
  const ignored = readRepoFile('.dockerignore')
    .split('\n')
    .map((line) => line.trim());

  it('keeps dependencies, builds, local data and secrets out of every build context', () => {
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.data', '.env']));
  });

  it('still sends every workspace manifest, which npm ci needs', () => {
    expect(ignored).toEqual(expect.arrayContaining(['!e2e/package.json', '!bench/package.json']));
  });
});
