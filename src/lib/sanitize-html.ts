/**
 * Listing descriptions are HTML from the posting editor. They are sanitised with `sanitize-html`
 * (a well-kept parser-based sanitiser, ASVS 1.3.1) on write in the backend and again on render in
 * the app, against one allow-list:
 *
 *   p, br, ul, ol, li, strong, em, b, i, h3, h4, and a[href] with an explicit http(s) URL, opened
 *   in a new tab with rel="nofollow noopener".
 *
 * Every other tag is dropped with its attributes, keeping its text; script-like and embedded
 * elements (script, style, svg, math, iframe…) go with their content. The browser-side preview of
 * the posting wizard applies the same list (src/components/posting/description-preview.tsx).
 */
import sanitize from 'sanitize-html';
import { DESCRIPTION_TAGS, LINK_ATTRIBUTES, safeHref } from './sanitize-html-policy';

export { safeHref } from './sanitize-html-policy';

/** Elements whose content is code, styling or another document: dropped with the element. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'textarea', 'option', 'select', 'noscript', 'noembed', 'noframes', 'iframe', 'object', 'embed', 'template', 'svg', 'math', 'title', 'xmp', 'plaintext', 'head'];
/** Descriptions are a few kilobytes; anything far longer is cut rather than parsed. */
const MAX_INPUT = 200_000;
const MAX_DEPTH = 20;

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  nestingLimit: MAX_DEPTH,
  transformTags: {
    a: (_tagName, attributes) => {
      const href = safeHref(attributes.href ?? '');
      return { tagName: 'a', attribs: href ? { href, ...LINK_ATTRIBUTES } : {} };
    },
  },
};

export function sanitizeHtml(input: string): string {
  return sanitize(input.slice(0, MAX_INPUT), OPTIONS);
}
