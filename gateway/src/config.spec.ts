import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadGatewayConfig } from './config';

describe('loadGatewayConfig', () => {
  it('defaults to port 8080, every service on 127.0.0.1:300x and all of them required', () => {
    const config = loadGatewayConfig({});
    expect(config.port).toBe(8080);
    expect(config.services.map((s) => [s.name, s.urls.map((u) => u.origin).join(','), s.required])).toEqual([
      ['booking', 'http://127.0.0.1:3001', true],
      ['identity', 'http://127.0.0.1:3002', true],
      ['magic-link', 'http://127.0.0.1:3003', true],
      ['tracking', 'http://127.0.0.1:3004', true],
      ['rewards', 'http://127.0.0.1:3005', true],
      ['notifications', 'http://127.0.0.1:3006', true],
    ]);
    expect(config.staticRoot).toBe(path.resolve(__dirname, '..', '..'));
    expect(config.mapTileSource).toBe('https://*.tile.openstreetmap.org');
    expect(config.remoteEntries).toBeUndefined();
    expect(config.siteUpstreams).toEqual({ shell: undefined, remotes: {} });
  });

  it('sends pages to the render slice on 127.0.0.1:3007 unless RENDER_URL or RENDER_PORT says otherwise', () => {
    expect(loadGatewayConfig({}).serverRender).toEqual({
      enabled: true,
      timeoutMs: 2_000,
      urls: [new URL('http://127.0.0.1:3007')],
    });
    expect(loadGatewayConfig({ RENDER_PORT: '4007' }).serverRender.urls).toEqual([
      new URL('http://127.0.0.1:4007'),
    ]);
    const config = loadGatewayConfig({
      RENDER_URL: 'http://render-1:3007,http://render-2:3007',
      SERVER_RENDER: 'off',
      SERVER_RENDER_TIMEOUT_MS: '500',
    });
    expect(config.serverRender).toEqual({
      enabled: false,
      timeoutMs: 500,
      urls: [new URL('http://render-1:3007'), new URL('http://render-2:3007')],
    });
    expect(() => loadGatewayConfig({ RENDER_URL: 'render:3007' })).toThrow(/RENDER_URL: must be an http/);
  });

  it('takes static servers from SHELL_URL and MF_<NAME>_URL, replicas separated by commas', () => {
    const config = loadGatewayConfig({
      SHELL_URL: 'http://shell:8080',
      MF_BOOKING_URL: 'http://mf-booking:8080/, http://mf-booking-2:8080/',
      MF_LOYALTY_CARD_URL: 'https://cdn.example.com/loyalty/',
    });
    expect(config.siteUpstreams).toEqual({
      shell: [new URL('http://shell:8080/')],
      remotes: {
        'mf-booking': [new URL('http://mf-booking:8080/'), new URL('http://mf-booking-2:8080/')],
        'mf-loyalty-card': [new URL('https://cdn.example.com/loyalty/')],
      },
    });
  });

  it('takes an empty MAP_TILE_URL or MAP_TILE_ATTRIBUTION as unset: OpenStreetMap', () => {
    const config = loadGatewayConfig({ MAP_TILE_URL: '', MAP_TILE_ATTRIBUTION: ' ' });
    expect(config.mapTiles.url).toBe('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(config.mapTiles.attribution).toContain('OpenStreetMap');
    expect(config.mapTileSource).toBe('https://*.tile.openstreetmap.org');
  });

  it('names a static server variable that is not a URL', () => {
    expect(() => loadGatewayConfig({ SHELL_URL: 'shell:8080' })).toThrow(/SHELL_URL: must be an http/);
    expect(() => loadGatewayConfig({ MF_ADMIN_URL: 'ftp://x' })).toThrow(/MF_ADMIN_URL: must be an http/);
  });

  describe('REMOTES_FILE', () => {
    let folder: string;
    beforeEach(() => {
      folder = mkdtempSync(path.join(tmpdir(), 'gateway-remotes-file-'));
    });
    afterEach(() => rmSync(folder, { recursive: true, force: true }));
    const write = (text: string) => {
      const file = path.join(folder, 'remotes.json');
      writeFileSync(file, text);
      return file;
    };

    it('reads the remotes.json of a mounted ConfigMap at start', () => {
      const file = write(
        JSON.stringify({
          remotes: [
            { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
            { name: 'mf_booking', entry: 'https://cdn.example.com/booking/mf-manifest.json' },
          ],
        }),
      );
      expect(loadGatewayConfig({ REMOTES_FILE: file }).remoteEntries).toEqual([
        { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
        { name: 'mf_booking', entry: 'https://cdn.example.com/booking/mf-manifest.json' },
      ]);
    });

    it.each([
      ['{"remotes": [', /REMOTES_FILE: .* is not JSON/],
      ['{"remote": []}', /REMOTES_FILE: .* must be \{"remotes"/],
      ['{"remotes": [{"name": "mf-admin", "entry": "/x.json"}]}', /federation name/],
      ['{"remotes": [{"name": "mf_admin"}]}', /needs a "name" and an "entry"/],
    ])('refuses %s', (text, message) => {
      expect(() => loadGatewayConfig({ REMOTES_FILE: write(text) })).toThrow(message);
    });

    it('refuses a file it cannot read, and REMOTE_ENTRIES beside it', () => {
      expect(() => loadGatewayConfig({ REMOTES_FILE: path.join(folder, 'missing.json') })).toThrow(
        /REMOTES_FILE: cannot read .*missing\.json \(ENOENT\)/,
      );
      const file = write('{"remotes": []}');
      expect(() =>
        loadGatewayConfig({ REMOTES_FILE: file, REMOTE_ENTRIES: 'mf_a=/remotes/mf-a/mf-manifest.json' }),
      ).toThrow(/set REMOTE_ENTRIES or REMOTES_FILE, not both/);
    });
  });

  it('finds a service through <NAME>_PORT, and <NAME>_URL wins over it', () => {
    const config = loadGatewayConfig({
      BOOKING_PORT: '23001',
      MAGIC_LINK_PORT: '23003',
      MAGIC_LINK_URL: 'http://magic:9000',
    });
    const url = (name: string) => config.services.find((s) => s.name === name)!.urls.map((u) => u.origin);
    expect(url('booking')).toEqual(['http://127.0.0.1:23001']);
    expect(url('magic-link')).toEqual(['http://magic:9000']);
  });

  it('takes several replicas of a service as a comma-separated <NAME>_URL', () => {
    const config = loadGatewayConfig({ TRACKING_URL: 'http://a:3004, http://b:3014 ,http://c:3024' });
    const tracking = config.services.find((s) => s.name === 'tracking')!;
    expect(tracking.urls.map((u) => u.origin)).toEqual(['http://a:3004', 'http://b:3014', 'http://c:3024']);
    expect(() => loadGatewayConfig({ TRACKING_URL: 'http://a:3004,,http://b:1' })).toThrow(
      /TRACKING_URL: must be an http:\/\/ or https:\/\/ URL, or several separated by commas \(not ""\)/,
    );
  });

  it('marks the services listed in OPTIONAL_SERVICES as not required', () => {
    const config = loadGatewayConfig({ OPTIONAL_SERVICES: 'identity, rewards' });
    expect(config.services.filter((s) => !s.required).map((s) => s.name)).toEqual(['identity', 'rewards']);
  });

  it('parses REMOTE_ENTRIES and the map tile host', () => {
    const config = loadGatewayConfig({
      REMOTE_ENTRIES:
        'mf_booking=/remotes/mf-booking/mf-manifest.json,mf_admin=https://cdn.example.com/admin/mf-manifest.json',
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(config.remoteEntries).toEqual([
      { name: 'mf_booking', entry: '/remotes/mf-booking/mf-manifest.json' },
      { name: 'mf_admin', entry: 'https://cdn.example.com/admin/mf-manifest.json' },
    ]);
    expect(config.mapTileSource).toBe('https://tiles.example.com');
  });

  it('stops with a message naming every bad variable', () => {
    let error: unknown;
    try {
      loadGatewayConfig({
        PORT: 'eighty',
        BOOKING_URL: 'not a url',
        OPTIONAL_SERVICES: 'billing',
        REMOTE_ENTRIES: 'oops',
        MF_BOOKING_URL: 'nope',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const variable of ['PORT', 'BOOKING_URL', 'OPTIONAL_SERVICES', 'REMOTE_ENTRIES', 'MF_BOOKING_URL'])
      expect(message).toContain(`${variable}:`);
    expect(message).toContain('unknown service billing');
  });

  it('refuses a port out of range and a tile template with a placeholder in the middle of its host', () => {
    expect(() => loadGatewayConfig({ PORT: '70000' })).toThrow(/PORT: must be between 0 and 65535/);
    expect(() => loadGatewayConfig({ MAP_TILE_URL: 'https://a.{z}.example.com/{x}.png' })).toThrow(
      /MAP_TILE_URL:/,
    );
  });
});
