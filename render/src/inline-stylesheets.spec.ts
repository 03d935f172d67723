import { inlineStylesheets } from './inline-stylesheets';

const FILES: Record<string, string> = {
  '/assets/main.css': 'body{margin:0}\n/*# sourceMappingURL=main.css.map*/',
  '/remotes/mf-booking/page.css': '.mfb{color:gold}',
  '/evil.css': 'a{}</style><script>alert(1)</script>',
};
const read = (href: string) =>
  href in FILES ? Promise.resolve(FILES[href]) : Promise.reject(new Error(`GET ${href} answered 404`));

describe('inlineStylesheets', () => {
  it('puts each stylesheet in a <style> where its link was, in order, without its source map comment', async () => {
    const html =
      '<head><link href="/assets/main.css" rel="stylesheet"><style>x{}</style>' +
      '<link rel="stylesheet" href="/remotes/mf-booking/page.css"></head>';
    await expect(inlineStylesheets(html, read)).resolves.toBe(
      '<head><style data-href="/assets/main.css">body{margin:0}\n</style><style>x{}</style>' +
        '<style data-href="/remotes/mf-booking/page.css">.mfb{color:gold}</style></head>',
    );
  });

  it('keeps the link of a file it cannot read, or whose text would end the element', async () => {
    const html = '<link rel="stylesheet" href="/missing.css"><link rel="stylesheet" href="/evil.css">';
    await expect(inlineStylesheets(html, read)).resolves.toBe(html);
  });

  it('leaves other links alone and reads an escaped href as the browser would', async () => {
    const html = '<link rel="icon" href="/favicon.svg"><link rel="stylesheet" href="/assets/main&#46;css">';
    await expect(inlineStylesheets(html, read)).resolves.toBe(
      '<link rel="icon" href="/favicon.svg"><style data-href="/assets/main&#46;css">body{margin:0}\n</style>',
    );
  });
});
