import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT, deployables, readRepoFile, repoFileExists } from './support/repository';

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
  ports?: string[];
  volumes?: string[];
  command?: string[];
  entrypoint?: string[];
}

const compose = parse(readRepoFile('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const slices = deployables();
const nodeServices = slices.filter((d) => d.kind === 'service');
const staticSites = slices.filter((d) => d.kind === 'static');
// One-shot containers that others wait for with service_completed_successfully: they exit, so no health check.
const oneShot = Object.keys(services).filter((name) =>
  Object.values(services).some((s) => s.depends_on?.[name]?.condition === 'service_completed_successfully'),
);

// Variable names whose value is a secret: in the file they may only be ${…} references.
const SECRET_NAME = /PASSWORD|SECRET|PRIVATE_KEY|PUBLIC_KEY|TOKEN|DATABASE_URL|REDIS_URL|SMTP_URL/;
const ONLY_REFERENCES = /^(?:[^$]*\$\{[A-Z0-9_]+(?::[?-][^}]*)?\})+[^$]*$/;

/** Every string in a value, with the path to it. */
function strings(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${at}.${key}`));
  return [];
}

describe('docker-compose.yml', () => {
  it('runs postgres, redis, the role init, the mail catcher, the six services, the render slice, the gateway, the shell and four remotes', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'postgres',
        'redis',
        'db-init',
        'mail-catcher',
        'render',
        'gateway',
        ...nodeServices.map((d) => d.name),
        ...staticSites.map((d) => d.name),
      ].sort(),
    );
    // Every workspace under services/ is in the registry, so none is left out of compose and k8s.
    const serviceFolders = readdirSync(path.join(ROOT, 'services')).filter((folder) =>
      repoFileExists(`services/${folder}/package.json`),
    );
    expect(nodeServices.map((d) => d.name).sort()).toEqual(serviceFolders.sort());
    expect(serviceFolders).toContain('notifications');
    expect(staticSites.map((d) => d.name).sort()).toEqual([
      'mf-admin',
      'mf-booking',
      'mf-rewards',
      'mf-tracking',
      'shell',
    ]);
  });

  it.each(Object.keys(services))(
    '%s has a pinned image or a build of a Dockerfile in the repository',
    (name) => {
      const service = services[name]!;
      if (service.build) {
        expect(service.build.context).toBe('.');
        expect(repoFileExists(service.build.dockerfile)).toBe(true);
      } else {
        // name:version-variant, never latest and never a bare name.
        expect(service.image).toMatch(/^[a-z0-9./-]+:\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?$/);
      }
      expect(service.image ?? '').not.toMatch(/:latest$/);
    },
  );

  it.each(Object.keys(services).filter((name) => !oneShot.includes(name)))(
    '%s has a health check',
    (name) => {
      const test = services[name]!.healthcheck?.test;
      expect(test?.[0]).toMatch(/^CMD(-SHELL)?$/);
      expect(test!.slice(1).join(' ')).toMatch(/pg_isready|redis-cli ping|\/health\/ready|\/healthz/);
    },
  );

  it('has exactly one one-shot step, the role init, and it runs the committed script', () => {
    expect(oneShot).toEqual(['db-init']);
    expect(services['db-init']!.restart).toBe('no');
    expect(services['db-init']!.entrypoint).toEqual(['sh', '/init/init-roles.sh']);
    expect(services['db-init']!.volumes).toContain('./deploy/postgres:/init:ro');
    expect(repoFileExists('deploy/postgres/init-roles.sh')).toBe(true);
  });

  it('writes no secret: every secret-looking value is a ${…} reference to .env', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(service.environment ?? {})) {
        if (!SECRET_NAME.test(variable) || value === null) continue;
        expect(`${name}.${variable}=${value}`).toMatch(new RegExp(`=${ONLY_REFERENCES.source.slice(1)}`));
        // A URL may carry a password only as a reference.
        const credentials = /:\/\/[^:@/]*:([^@]*)@/.exec(value);
        if (credentials) expect(credentials[1]).toMatch(/^\$\{[A-Z0-9_]+(:\?[^}]*)?\}$/);
      }
      for (const [at, value] of strings(service, name)) {
        expect(`${at}: ${value}`).not.toMatch(/-----BEGIN|requirepass", "[^$]/);
      }
    }
  });

  it('commits .env.example with every variable the file requires, and no value for any secret', () => {
    const example = readRepoFile('.env.example');
    const defined = new Map(
      [...example.matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map((match) => [match[1]!, match[2]!] as const),
    );
    const required = new Set(
      [...readRepoFile('docker-compose.yml').matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1]!),
    );
    expect(required.size).toBeGreaterThan(5);
    for (const variable of required) {
      expect(defined.has(variable)).toBe(true);
      expect(`${variable}=${defined.get(variable)}`).toBe(`${variable}=`);
    }
    expect(defined.get('DEMO_MODE')).toBe('false');
    expect(readRepoFile('.gitignore')).toMatch(/^\.env$/m);
    expect(readRepoFile('.dockerignore')).toMatch(/^\.env$/m);
  });

  it('has every service role made by the role init, with its password from .env', () => {
    const script = readRepoFile('deploy/postgres/init-roles.sh');
    for (const slice of nodeServices) {
      const variable = `${slice.name.replace(/-/g, '_').toUpperCase()}_DB_PASSWORD`;
      expect(script).toContain(`${slice.schema}:${variable.replace(/_DB_PASSWORD$/, '')}`);
      expect(services['db-init']!.environment![variable]).toBe(`\${${variable}:?set ${variable} in .env}`);
    }
  });

  it('sends e-mail to the mail catcher unless .env names a relay in SMTP_URL', () => {
    const notifications = services.notifications!.environment!;
    expect(notifications.SMTP_URL).toBe('${SMTP_URL:-smtp://mail-catcher:1025}');
    expect(notifications.MAIL_FROM).toBeNull();
    expect(notifications.BUSINESS_TIME_ZONE).toBe('${BUSINESS_TIME_ZONE:-America/Los_Angeles}');
    const catcher = services['mail-catcher']!;
    expect(catcher.image).toMatch(/^maildev\/maildev:\d+\.\d+\.\d+$/);
    expect(catcher.environment).toMatchObject({ MAILDEV_SMTP_PORT: '1025', MAILDEV_WEB_PORT: '1080' });
    expect(catcher.healthcheck!.test.join(' ')).toContain('http://127.0.0.1:1080/api/healthz');
    // A relay's URL may carry its password: .env.example shows the shape, commented out, with no value.
    const example = readRepoFile('.env.example');
    expect(example).toMatch(/^# SMTP_URL=smtp:\/\/user:password@smtp\.example\.com:587$/m);
    expect(example).not.toMatch(/^SMTP_URL=/m);
  });

  it('keeps DEMO_MODE off unless .env turns it on', () => {
    expect(services.tracking!.environment!.DEMO_MODE).toBe('${DEMO_MODE:-false}');
  });

  it('keeps Postgres and Redis data in named volumes', () => {
    expect(services.postgres!.volumes).toContain('postgres-data:/var/lib/postgresql');
    expect(services.redis!.volumes).toContain('redis-data:/data');
    expect(Object.keys(compose.volumes).sort()).toEqual(['postgres-data', 'redis-data']);
  });

  it.each(nodeServices.map((d) => d.name))(
    '%s waits for a healthy postgres and redis and for the role init, and connects as its own role',
    (name) => {
      const service = services[name]!;
      expect(service.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        'db-init': { condition: 'service_completed_successfully' },
      });
      const schema = nodeServices.find((d) => d.name === name)!.schema!;
      expect(service.environment!.DATABASE_URL).toMatch(
        new RegExp(`^postgres://elite_${schema}:\\$\\{[A-Z_]+_DB_PASSWORD:\\?[^}]*\\}@postgres:5432/elite$`),
      );
      expect(service.environment!.NODE_ENV).toBe('production');
      expect(service.environment!.REDIS_URL).toMatch(/@redis:6379$/);
    },
  );

  it('gives each service the URL of every service it calls, on the compose network', () => {
    for (const slice of nodeServices.filter((d) => d.calls?.length))
      for (const callee of slice.calls!.map((name) => nodeServices.find((d) => d.name === name)!)) {
        const variable = `${callee.name.replace(/-/g, '_').toUpperCase()}_URL`;
        expect([slice.name, variable, services[slice.name]!.environment![variable]]).toEqual([
          slice.name,
          variable,
          `http://${callee.name}:${callee.port}`,
        ]);
      }
  });

  it('publishes only the gateway, on 8080, and the mail inbox on loopback; starts the gateway once every service and site is healthy', () => {
    const published = Object.entries(services)
      .filter(([, s]) => s.ports?.length)
      .map(([name]) => name);
    expect(published.sort()).toEqual(['gateway', 'mail-catcher']);
    // The inbox only: SMTP stays inside compose's network, and the inbox is not served to other machines.
    expect(services['mail-catcher']!.ports).toEqual(['127.0.0.1:${MAIL_CATCHER_WEB_PORT:-1080}:1080']);
    expect(services.gateway!.ports).toEqual(['${GATEWAY_PORT:-8080}:8080']);
    const waits = services.gateway!.depends_on!;
    for (const slice of [...nodeServices, ...staticSites])
      expect(waits[slice.name]).toEqual({ condition: 'service_healthy' });
    for (const slice of nodeServices) {
      const variable = `${slice.name.replace(/-/g, '_').toUpperCase()}_URL`;
      expect(services.gateway!.environment![variable]).toBe(`http://${slice.name}:${slice.port}`);
    }
  });

  it('runs the render slice unpublished, reading each site from its container and calling each service directly; the gateway sends it pages', () => {
    const render = services.render!;
    expect(render.ports).toBeUndefined();
    expect(render.volumes).toBeUndefined();
    for (const slice of nodeServices) {
      const variable = `${slice.name.replace(/-/g, '_').toUpperCase()}_URL`;
      expect([variable, render.environment![variable]]).toEqual([
        variable,
        `http://${slice.name}:${slice.port}`,
      ]);
    }
    for (const site of staticSites) {
      const variable =
        site.name === 'shell' ? 'SHELL_URL' : `${site.name.replace(/-/g, '_').toUpperCase()}_URL`;
      expect([variable, render.environment![variable]]).toEqual([
        variable,
        `http://${site.name}:${site.port}`,
      ]);
    }
    expect(services.gateway!.environment!.RENDER_URL).toBe('http://render:3007');
    expect(services.gateway!.depends_on!.render).toEqual({ condition: 'service_started' });
  });

  it('has the gateway proxy the shell and each remote to its own container: no shared volume', () => {
    const gateway = services.gateway!;
    expect(gateway.environment!.STATIC_ROOT).toBeUndefined();
    expect(gateway.volumes).toBeUndefined();
    for (const site of staticSites) {
      const variable =
        site.name === 'shell' ? 'SHELL_URL' : `${site.name.replace(/-/g, '_').toUpperCase()}_URL`;
      expect(gateway.environment![variable]).toBe(`http://${site.name}:${site.port}`);
      expect(services[site.name]!.volumes).toBeUndefined();
      expect(services[site.name]!.ports).toBeUndefined();
    }
    expect(readRepoFile('docker-compose.yml')).not.toMatch(/PUBLISH_DIR|\/srv\/static/);
  });

  it('passes the map tiles and their attribution from .env to the gateway, empty meaning its default', () => {
    expect(services.gateway!.environment!.MAP_TILE_URL).toBe('${MAP_TILE_URL:-}');
    expect(services.gateway!.environment!.MAP_TILE_ATTRIBUTION).toBe('${MAP_TILE_ATTRIBUTION:-}');
    const example = readRepoFile('.env.example');
    expect(example).toMatch(
      /^# MAP_TILE_URL=https:\/\/\{s\}\.tile\.openstreetmap\.org\/\{z\}\/\{x\}\/\{y\}\.png$/m,
    );
    expect(example).toMatch(/^# MAP_TILE_ATTRIBUTION='.*OpenStreetMap.*'$/m);
  });

  it.each(slices.map((d) => d.name))(
    'tags %s with its own version, defaulting to its package.json version',
    (name) => {
      const slice = slices.find((d) => d.name === name)!;
      const tag = `\${${slice.versionVariable}:-${slice.version}}`;
      expect(services[name]!.image).toBe(`\${REGISTRY:-elite}/${name}:${tag}`);
      expect(services[name]!.build!.args!.VERSION).toBe(tag);
      expect(services[name]!.build!.dockerfile).toBe(slice.dockerfile);
      expect(services[name]!.build!.args).toEqual({ ...slice.buildArgs, VERSION: tag });
      expect(readRepoFile('.env.example')).toMatch(
        new RegExp(`^${slice.versionVariable}=${slice.version.replace(/\./g, '\\.')}$`, 'm'),
      );
    },
  );
});
