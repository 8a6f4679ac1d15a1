/**
 * An allow-list HTML sanitiser for listing descriptions, run on the server before the HTML reaches
 * the page (ASVS 1.3.1: sanitise on render too, not only on write). It does not repair or parse like
 * a browser; it rebuilds: every tag that is not on the list is dropped (and, for script-like
 * elements, its content too), every attribute but `a[href]` is dropped, `href` must be an explicit
 * http(s) URL, all text is re-escaped, and open tags are closed. The output can only contain the
 * markup written below.
 *
 * Allowed: p, br, ul, ol, li, strong, em, b, i, h3, h4, a[href] (rel="nofollow noopener", new tab).
 */

const ALLOWED = new Set(['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h3', 'h4', 'a']);
const VOID = new Set(['br']);
/** Elements whose whole content goes with them: code, styles, embedded documents, raw text. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
  'plaintext',
  'head',
]);
/** Of those, the ones whose content a browser reads as raw text up to their end tag or the end of the document. */
const RAW_TEXT = new Set(['script', 'style', 'iframe', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp', 'plaintext']);

function closes(html: string, name: string, from: number): boolean {
  return html.slice(from).toLowerCase().includes(`</${name}`);
}
const MAX_DEPTH = 20;
/** Descriptions are a few kilobytes; anything far longer is cut rather than scanned. */
const MAX_INPUT = 200_000;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,8});?/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? match;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An explicit http(s) URL after entity decoding, with controls and whitespace removed; else null. */
export function safeHref(raw: string): string | null {
  // As a browser reads a URL: tabs and newlines anywhere are ignored ("java\tscript:"), controls
  // and spaces at either end are trimmed; any other control character is refused.
  // eslint-disable-next-line no-control-regex
  const url = decodeEntities(raw).replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(url) || !/^https?:\/\/[^/\\]/i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function hrefOf(attributes: string): string | null {
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let match = pattern.exec(attributes); match; match = pattern.exec(attributes)) {
    if (match[1]?.toLowerCase() === 'href') return safeHref(match[2] ?? match[3] ?? match[4] ?? '');
  }
  return null;
}

// A tag: `<name attrs>` or `</name>`; comments, doctypes and processing instructions separately.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

export function sanitizeHtml(input: string): string {
  const html = input.slice(0, MAX_INPUT);
  const out: string[] = [];
  const open: string[] = [];
  let cursor = 0;
  let skipping: string | null = null;

  const text = (raw: string) => {
    if (skipping === null && raw !== '') out.push(escapeText(decodeEntities(raw)));
  };

  for (let match = TOKEN.exec(html); match; match = TOKEN.exec(html)) {
    text(html.slice(cursor, match.index));
    cursor = TOKEN.lastIndex;
    const [, slash, rawName, attributes = ''] = match;
    if (rawName === undefined) continue; // comment, doctype, processing instruction
    const name = rawName.toLowerCase();
    const closing = slash === '/';

    if (skipping !== null) {
      if (closing && name === skipping) skipping = null;
      continue;
    }
    if (DROP_WITH_CONTENT.has(name)) {
      // An element left open drops the rest only where a browser would read the rest as its raw
      // text (script, style…); an unclosed <svg> or <math> keeps the description after it (issue #15).
      if (!closing && !/\/\s*$/.test(attributes) && (RAW_TEXT.has(name) || closes(html, name, TOKEN.lastIndex))) skipping = name;
      continue;
    }
    if (!ALLOWED.has(name)) continue;

    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out.push(`</${open.pop()}>`);
      continue;
    }
    if (VOID.has(name)) {
      out.push(`<${name}>`);
      continue;
    }
    if (open.length >= MAX_DEPTH) continue;
    if (name === 'a') {
      const href = hrefOf(attributes);
      out.push(href ? `<a href="${escapeText(href)}" rel="nofollow noopener" target="_blank">` : '<a>');
    } else {
      out.push(`<${name}>`);
    }
    open.push(name);
  }
  text(html.slice(cursor));
  while (open.length > 0) out.push(`</${open.pop()}>`);
  return out.join('');
}
