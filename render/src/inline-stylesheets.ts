// Critical CSS inline (docs/architecture.md, "Server rendering"): a server-rendered page carries its
// stylesheets in <head> as <style> elements, so its first paint waits for no stylesheet request. The
// shell's and the page's remote's stylesheets are small (a few KB gzipped each) and are all the first
// screen needs; a page that the browser renders itself keeps its <link>s.

/** A `<link rel="stylesheet">` as html-webpack-plugin and the page renderer write it. */
const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;
const HREF = /\bhref=["']?([^"'\s>]+)["']?/i;

const unescapeAttribute = (text: string) =>
  text.replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)));

/**
 * `html` with each stylesheet link whose file `read` gives replaced by that file's text in a <style>
 * element, in the same place (so the cascade keeps its order). `read` resolves the link's href as the
 * browser would; a file it cannot read, or whose text could end the element early, stays a link.
 */
export async function inlineStylesheets(
  html: string,
  read: (href: string) => Promise<string>,
): Promise<string> {
  const links = [...new Set(html.match(STYLESHEET_LINK) ?? [])];
  const styles = await Promise.all(
    links.map(async (link) => {
      const href = HREF.exec(link)?.[1];
      if (!href) return undefined;
      const css = await read(unescapeAttribute(href)).catch(() => undefined);
      if (css === undefined || /<\/style/i.test(css)) return undefined;
      // The file's own source map comment points next to the file; the page's URL is elsewhere.
      return `<style data-href="${href}">${css.replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '')}</style>`;
    }),
  );
  return links.reduce((page, link, index) => {
    const style = styles[index];
    return style === undefined ? page : page.split(link).join(style);
  }, html);
}
