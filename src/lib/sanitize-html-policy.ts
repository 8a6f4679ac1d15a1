/**
 * The listing-description allow-list, shared by the server's sanitiser (src/lib/sanitize-html.ts,
 * sanitize-html) and the posting wizard's preview in the browser (DOMPurify), so both keep the same
 * markup. Free of either library, so importing it costs the browser nothing.
 */
export const DESCRIPTION_TAGS = ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h3', 'h4', 'a'] as const;
export const LINK_ATTRIBUTES = { rel: 'nofollow noopener', target: '_blank' } as const;

/** An explicit http(s) URL, normalised; anything else (javascript:, data:, relative, //host) is null. */
export function safeHref(raw: string): string | null {
  // As a browser reads a URL: tabs and newlines anywhere are ignored ("java\tscript:"), controls
  // and spaces at either end are trimmed; any other control character is refused.
  // eslint-disable-next-line no-control-regex
  const url = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(url) || !/^https?:\/\/[^/\\]/i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

