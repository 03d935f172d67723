import path from 'node:path';
import { ConfigError, loadRenderConfig } from './config';

describe('loadRenderConfig', () => {
  it('defaults to port 3007, the repository as STATIC_ROOT and every service on 127.0.0.1', () => {
    const config = loadRenderConfig({});
    expect(config.port).toBe(3007);
    expect(config.staticRoot).toBe(path.resolve(__dirname, '..', '..'));
    expect(config.siteUpstreams).toEqual({ shell: undefined, remotes: {} });
    expect(config.remoteEntries).toBeUndefined();
    expect(config.dataTimeoutMs).toBe(1_500);
    expect(config.revalidateMs).toBe(1_000);
    expect(config.services.map((s) => [s.name, s.urls.map((u) => u.origin).join(',')])).toEqual([
      ['booking', 'http://127.0.0.1:3001'],
      ['identity', 'http://127.0.0.1:3002'],
      ['magic-link', 'http://127.0.0.1:3003'],
      ['tracking', 'http://127.0.0.1:3004'],
      ['rewards', 'http://127.0.0.1:3005'],
      ['notifications', 'http://127.0.0.1:3006'],
    ]);
  });

  it('reads where the site and the services are as the gateway does', () => {
    const config = loadRenderConfig({
      RENDER_PORT: '0',
      SHELL_URL: 'http://shell:8080',
      MF_ADMIN_URL: 'http://mf-admin:8080',
      REMOTE_ENTRIES: 'mf_admin=/remotes/mf-admin/mf-manifest.json',
      BOOKING_URL: 'http://booking-1:3001,http://booking-2:3001',
      REWARDS_PORT: '4005',
    });
    expect(config.port).toBe(0);
    expect(config.siteUpstreams.shell).toEqual([new URL('http://shell:8080')]);
    expect(config.siteUpstreams.remotes).toEqual({ 'mf-admin': [new URL('http://mf-admin:8080')] });
    expect(config.remoteEntries).toEqual([{ name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' }]);
    expect(config.services.find((s) => s.name === 'booking')!.urls.map((u) => u.host)).toEqual([
      'booking-1:3001',
      'booking-2:3001',
    ]);
    expect(config.services.find((s) => s.name === 'rewards')!.urls).toEqual([
      new URL('http://127.0.0.1:4005'),
    ]);
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      loadRenderConfig({
        RENDER_PORT: 'x',
        MF_ADMIN_URL: 'nope',
        REMOTE_ENTRIES: 'bad',
        RENDER_DATA_TIMEOUT_MS: '-1',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const variable of ['RENDER_PORT', 'MF_ADMIN_URL', 'REMOTE_ENTRIES', 'RENDER_DATA_TIMEOUT_MS'])
      expect(problems).toContain(variable);
  });
});
