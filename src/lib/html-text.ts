/**
 * Plain text from a listing's HTML description, for cards and meta descriptions (spec §2 "Listing
 * card": plain-text description). Not a sanitiser: the output is text, rendered as text.
 */
const INLINE_TAGS = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'font', 'i', 'kbd', 'mark', 'q', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'u', 'var']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

// A description is user input: `&#99999999;` must not throw (String.fromCodePoint would) and fail the page.
function fromCodePoint(codePoint: number): string | undefined {
  return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : undefined;
}

export function htmlToText(html: string): string {
  return textOf(html, false);
}

/**
 * A card's excerpt: the same as truncateText(htmlToText(html), max), but converts only as much of
 * the description as the excerpt needs — a card shows 140 characters of a description that may
 * hold 10,000, and a page converts twenty of them per request.
 */
export function excerptFromHtml(html: string, max: number): string {
  for (let length = max * 4; length < html.length; length *= 4) {
    // The prefix's text is the start of the whole's: so once it is longer than the excerpt, it decides it.
    const text = textOf(html.slice(0, length), true);
    if (text.length > max) return truncateText(text, max);
  }
  return truncateText(htmlToText(html), max);
}

/**
 * `cutOff`: the HTML is a prefix of a description. What the rest could still change is dropped at
 * its first character — an element, tag or entity it cuts open, a stray '<' the rest could close —
 * so the text is exactly the start of the whole description's.
 */
function textOf(html: string, cutOff: boolean): string {
  let rest = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ');
  if (cutOff) rest = rest.slice(0, rest.search(/<(script|style)|$/i));
  // Inline tags sit inside words and before punctuation ('<b>đẹp</b>,'): they leave nothing.
  // Any other tag (a block, a line break, an image) separated words, so it leaves a space.
  rest = rest.replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => (INLINE_TAGS.has(name.toLowerCase()) ? '' : ' '));
  if (cutOff) rest = withoutOpenEnd(rest);
  return rest
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (match, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X')) return fromCodePoint(parseInt(entity.slice(2), 16)) ?? match;
      if (entity.startsWith('#')) return fromCodePoint(Number(entity.slice(1))) ?? match;
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Up to the first '<' that no '>' follows (the rest may close it) and without an entity cut open. */
function withoutOpenEnd(text: string): string {
  const open = text.indexOf('<', text.lastIndexOf('>') + 1);
  const closed = open === -1 ? text : text.slice(0, open);
  return closed.slice(0, closed.search(/&#?[\da-z]*$|$/i));
}

/** Cuts at a word boundary and adds an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
