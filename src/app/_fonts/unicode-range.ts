/** The CSS `unicode-range` of a set of characters: sorted code points, runs written as spans. */
export function unicodeRange(text: string): string {
  const points = [...new Set([...text].map((character) => character.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const spans: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  for (let index = 0; index < points.length; ) {
    const from = points[index] ?? 0;
    let to = from;
    while (points[index + 1] === to + 1) to = points[++index] ?? to;
    index += 1;
    spans.push(from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`);
  }
  return spans.join(',');
}
