import { remoteScripts } from './remote-scripts';

describe('remoteScripts', () => {
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'HomePage', assets: { js: { sync: ['__federation_expose_HomePage.1.js'] } } },
      { name: 'BookingPage', assets: { js: { sync: ['100.js', '__federation_expose_BookingPage.2.js'] } } },
    ],
  };

  it("names the remote's entry and the page's first chunks where the browser fetches them", () => {
    expect(remoteScripts(manifest, 'BookingPage', '/remotes/mf-booking/')).toEqual([
      '/remotes/mf-booking/remoteEntry.js',
      '/remotes/mf-booking/100.js',
      '/remotes/mf-booking/__federation_expose_BookingPage.2.js',
    ]);
  });

  it('keeps the entry in its folder, on another origin too', () => {
    const inFolder = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } } };
    expect(remoteScripts(inFolder, 'HomePage', 'https://cdn.example.com/mf-booking/')).toEqual([
      'https://cdn.example.com/mf-booking/static/remoteEntry.js',
    ]);
  });

  it('names nothing that a manifest without those parts does not list', () => {
    expect(remoteScripts({}, 'HomePage', '/remotes/mf-booking/')).toEqual([]);
  });
});
