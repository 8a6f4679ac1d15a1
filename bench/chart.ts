/**
 * A horizontal bar chart (SVG, no library) of requests per second per page, for bench/README.md:
 * one bar per page of a run, its value and its ratio to the first bar written beside it.
 */
export interface ChartRow {
  readonly label: string;
  readonly requestsPerSecond: number;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function throughputChart(rows: readonly ChartRow[], title = 'Requests per second (same run, same machine)'): string {
  // ~7.6 px per character at 13 px sans-serif: room for the longest label.
  const labelWidth = Math.max(200, 24 + Math.ceil(7.6 * Math.max(0, ...rows.map((row) => row.label.length))));
  const barWidth = 420;
  const rowHeight = 26;
  const top = 40;
  const width = labelWidth + barWidth + 150;
  const height = top + rows.length * rowHeight + 16;
  const max = Math.max(1, ...rows.map((row) => row.requestsPerSecond));
  const first = rows[0]?.requestsPerSecond ?? 1;
  const bars = rows.map((row, index) => {
    const y = top + index * rowHeight;
    const length = Math.max(1, Math.round((row.requestsPerSecond / max) * barWidth));
    const ratio = first > 0 ? (row.requestsPerSecond / first).toFixed(2) : '–';
    return [
      `<text x="${labelWidth - 8}" y="${y + 16}" text-anchor="end">${escapeXml(row.label)}</text>`,
      `<rect x="${labelWidth}" y="${y + 4}" width="${length}" height="${rowHeight - 8}" fill="#c2410c"/>`,
      `<text x="${labelWidth + length + 6}" y="${y + 16}">${row.requestsPerSecond.toFixed(0)} (${ratio}×)</text>`,
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="13">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="12" y="24" font-size="15" font-weight="bold">${escapeXml(title)}</text>`,
    ...bars,
    '</svg>',
    '',
  ].join('\n');
}
