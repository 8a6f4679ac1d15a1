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
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    // Inline tags sit inside words and before punctuation ('<b>đẹp</b>,'): they leave nothing.
    // Any other tag (a block, a line break, an image) separated words, so it leaves a space.
    .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => (INLINE_TAGS.has(name.toLowerCase()) ? '' : ' '))
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (match, entity: string) => {
      if (entity.startsWith('#x') || entity.startsWith('#X')) return fromCodePoint(parseInt(entity.slice(2), 16)) ?? match;
      if (entity.startsWith('#')) return fromCodePoint(Number(entity.slice(1))) ?? match;
      return ENTITIES[entity.toLowerCase()] ?? match;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Cuts at a word boundary and adds an ellipsis. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
