/**
 * Puts the stylesheets a document's head links inline, so its first paint waits for no download.
 *
 * Measured (docs/decisions.md, "First paint waits for no stylesheet"): under Lighthouse's mobile
 * preset, Debian's Chromium holds the first paint of a page whose head still waits for a
 * stylesheet, and then paints on a one-second tick: first paint at ~1.2 or ~2.3 s although the
 * stylesheet (19 KB gzip) had arrived at ~0.2–0.5 s; the same page with its stylesheet inline
 * painted at 0.1–0.2 s. Each `<link rel="stylesheet">` of Next's build in the head is preceded by
 * a `<style>` with the file's rules (its relative `url()`s made absolute) and kept with
 * `type="text/x-inlined"`: React still finds the stylesheet resource it rendered (its lookup is by
 * rel and href, so hydration adds no second link), and the browser does not fetch a stylesheet whose
 * type is not one it supports (HTML: "must not fetch"), so the rules cross the network once (issue
 * #33). It was `media="print"`, then `disabled`, both still downloaded by Chromium at low priority:
 * 19 KB gzip more on every first visit. Client navigations need no file: the inline rules stay in
 * the document. A link that is not one of our build's files, or whose rules could end a `<style>`
 * early, is left alone.
 */
const HEAD_END = '</head>';
/** Not a styling language: the browser does not fetch the link (tests/e2e/serving.spec.ts). */
export const INLINED_TYPE = 'text/x-inlined';
const LINK = /<link\b[^>]*>/gi;
const STYLESHEET_HREF = /^\/_next\/static\/(?!.*\.\.)[\w./-]+\.css$/;
const CSS_URL = /url\(\s*(["']?)([^"')]+)\1\s*\)/g;

export type StylesheetReader = (href: string) => string | null;

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag);
  return match ? (match[1] ?? '') : null;
}

/** The rules of the stylesheet at `href` with every relative `url()` resolved against it. */
export function rulesWithAbsoluteUrls(css: string, href: string): string {
  return css.replace(CSS_URL, (whole, quote: string, reference: string) => {
    if (/^(data:|[a-z][\w+.-]*:|\/|#)/i.test(reference)) return whole;
    return `url(${quote}${new URL(reference, `http://site${href}`).pathname}${quote})`;
  });
}

/** `html` with the head's stylesheets of our build inline; unchanged when there is none. */
export function inlineHeadStylesheets(html: string, read: StylesheetReader): string {
  const headEnd = html.indexOf(HEAD_END);
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(LINK, (tag) => {
    const href = attribute(tag, 'href');
    if (attribute(tag, 'rel') !== 'stylesheet' || href === null || !STYLESHEET_HREF.test(href) || attribute(tag, 'media') !== null || attribute(tag, 'type') !== null) return tag;
    const css = read(href);
    if (css === null || /<\/style/i.test(css)) return tag;
    const kept = tag.replace(/\s*\/?>$/, ` type="${INLINED_TYPE}"/>`);
    return `<style data-inline-of="${href}">${rulesWithAbsoluteUrls(css, href)}</style>${kept}`;
  });
  return head + html.slice(headEnd);
}

/**
 * A `Link` header without the preloads of the build stylesheets the head rewriter inlines: Next
 * sends `</_next/static/….css>; rel=preload; as="style"` with the pages it streams, and the browser
 * would download the rules a second time (issue #33). Other entries are kept as they are.
 */
export function withoutInlinedStylePreloads(header: string, read: StylesheetReader): string {
  return header
    .split(/,\s*(?=<)/)
    .filter((entry) => {
      const href = /^<([^>]*)>/.exec(entry.trim())?.[1];
      const params = entry.toLowerCase();
      const stylePreload = /;\s*rel="?preload"?/.test(params) && /;\s*as="?style"?/.test(params);
      return !(stylePreload && href !== undefined && STYLESHEET_HREF.test(href) && read(href) !== null);
    })
    .join(', ');
}
