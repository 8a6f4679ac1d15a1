import { describe, expect, test } from 'vitest';
import { inlineHeadStylesheets, rulesWithAbsoluteUrls, withoutInlinedStylePreloads } from '../../src/serving/inline-stylesheets';

const HREF = '/_next/static/chunks/32e7151lvq06x.css';
const CSS = '@font-face{font-family:Be Vietnam Pro;src:url(../media/be-400.woff2)format("woff2")}.x{color:red}';
const files: Record<string, string> = { [HREF]: CSS };
const read = (href: string) => files[href] ?? null;

const page = (head: string, body = '<main>Rao vặt</main>') => `<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`;
const link = (href: string, extra = '') => `<link rel="stylesheet" href="${href}" nonce="abc" data-precedence="next"${extra}/>`;

describe('inlineHeadStylesheets', () => {
  test("puts a build stylesheet's rules before its link, which no longer blocks the first paint", () => {
    const html = inlineHeadStylesheets(page(link(HREF)), read);
    expect(html).toContain(
      `<style data-inline-of="${HREF}">@font-face{font-family:Be Vietnam Pro;src:url(/_next/static/media/be-400.woff2)format("woff2")}.x{color:red}</style>` +
        `<link rel="stylesheet" href="${HREF}" nonce="abc" data-precedence="next" type="text/x-inlined"/>`,
    );
    // Exactly one link for React to find when it hydrates its stylesheet resource.
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html.endsWith('<body><main>Rao vặt</main></body></html>')).toBe(true);
  });

  test('leaves alone what it must not or cannot inline', () => {
    const untouched = [
      page(link('https://cdn.example/x.css')),
      page(link('/_next/static/chunks/missing.css')),
      page(link('/_next/static/../secret.css')),
      page(link(HREF, ' media="screen"')),
      page('<link rel="preload" as="style" href="' + HREF + '"/>'),
      page('', link(HREF)),
      `<p>${link(HREF)}</p>`,
    ];
    for (const html of untouched) expect(inlineHeadStylesheets(html, read)).toBe(html);
  });

  test('does not inline rules that would end the style element early', () => {
    const html = page(link(HREF));
    expect(inlineHeadStylesheets(html, () => '.x::after{content:"</style><script>alert(1)</script>"}')).toBe(html);
  });

  test('inlines every build stylesheet of the head, in order', () => {
    const other = '/_next/static/chunks/0u43e0vfsl9ew.css';
    const html = inlineHeadStylesheets(page(link(HREF) + link(other)), (href) => (href === other ? '.y{margin:0}' : read(href)));
    expect(html.indexOf('.x{color:red}')).toBeLessThan(html.indexOf('.y{margin:0}'));
    expect(html.match(/ type="text\/x-inlined"\/>/g)).toHaveLength(2);
  });
});

describe('rulesWithAbsoluteUrls', () => {
  test('resolves relative references against the stylesheet and keeps the others', () => {
    const css = "a{background:url('./img/a.png')}b{background:url( ../media/b.svg )}c{background:url(data:image/png;base64,AA==)}d{background:url(https://x.example/d.png)}e{background:url(/e.png)}";
    expect(rulesWithAbsoluteUrls(css, HREF)).toBe(
      "a{background:url('/_next/static/chunks/img/a.png')}b{background:url(/_next/static/media/b.svg)}c{background:url(data:image/png;base64,AA==)}d{background:url(https://x.example/d.png)}e{background:url(/e.png)}",
    );
  });
});

describe('withoutInlinedStylePreloads', () => {
  test("drops the preloads of the stylesheets the head gets inline, and keeps every other entry", () => {
    const header = `</>; rel=preconnect; crossorigin="", <${HREF}>; rel=preload; as="style"; nonce="abc", </_next/static/chunks/missing.css>; rel=preload; as="style", </_next/static/chunks/x.js>; rel=preload; as="script"`;
    expect(withoutInlinedStylePreloads(header, read)).toBe(`</>; rel=preconnect; crossorigin="", </_next/static/chunks/missing.css>; rel=preload; as="style", </_next/static/chunks/x.js>; rel=preload; as="script"`);
    expect(withoutInlinedStylePreloads(`<${HREF}>; rel=preload; as="style"`, read)).toBe('');
  });
});
