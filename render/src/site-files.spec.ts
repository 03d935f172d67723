import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SiteFiles } from './site-files';

const root = path.resolve('/srv/site');
const onDisk = (file: string) => pathToFileURL(path.join(root, file)).href;

describe('SiteFiles.locate', () => {
  it('finds the shell and the remotes under STATIC_ROOT when no static server is named', () => {
    const site = new SiteFiles({ staticRoot: root, siteUpstreams: { remotes: {} } });
    expect(site.locate('/index.html').href).toBe(onDisk('shell/dist/index.html'));
    expect(site.locate('/ssr/remoteEntry.js').href).toBe(onDisk('shell/dist/ssr/remoteEntry.js'));
    expect(site.locate('/remotes/mf-booking/ssr/remoteEntry.js').href).toBe(
      onDisk('mf-booking/dist/ssr/remoteEntry.js'),
    );
  });

  it("asks each part's static servers in turn, under the URL's path", () => {
    const site = new SiteFiles({
      staticRoot: root,
      siteUpstreams: {
        shell: [new URL('http://shell:8080')],
        remotes: { 'mf-admin': [new URL('http://a1:8080/admin'), new URL('http://a2:8080/admin/')] },
      },
    });
    expect(site.locate('/index.html').href).toBe('http://shell:8080/index.html');
    expect(site.locate('/remotes/mf-admin/mf-manifest.json').href).toBe(
      'http://a1:8080/admin/mf-manifest.json',
    );
    expect(site.locate('/remotes/mf-admin/mf-manifest.json').href).toBe(
      'http://a2:8080/admin/mf-manifest.json',
    );
    expect(site.locate('/remotes/mf-booking/x.css').href).toBe(onDisk('mf-booking/dist/x.css'));
  });

  it('takes a remote on another origin where it is, and refuses a path that climbs out of a build', () => {
    const site = new SiteFiles({ staticRoot: root, siteUpstreams: { remotes: {} } });
    expect(site.locate('https://cdn.example.com/mf-x/ssr/remoteEntry.js').href).toBe(
      'https://cdn.example.com/mf-x/ssr/remoteEntry.js',
    );
    expect(() => site.locate('/remotes/mf-booking/..%2F..%2Fetc/passwd')).toThrow(/is outside/);
  });
});
