/**
 * A standalone SVG of a chart drawn from its ELK layout, in Node (no browser, no mermaid): for
 * docs/statecharts/<id>.svg, which pull requests show as an image. Same conventions as the studio:
 * initial markers are dots, final states have a double border, parallel regions are dashed,
 * `always` edges dashed, delayed edges dotted, error edges red.
 */
import type { ChartLayout, LayoutEdge, LayoutNode } from './layout';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const EDGE_STYLE: Record<LayoutEdge['kind'], string> = {
  event: 'stroke="#475569"',
  initial: 'stroke="#0f172a"',
  always: 'stroke="#475569" stroke-dasharray="6 4"',
  after: 'stroke="#7c3aed" stroke-dasharray="2 3"',
  done: 'stroke="#15803d"',
  error: 'stroke="#b91c1c"',
};

function depthOf(node: LayoutNode, byId: Map<string, LayoutNode>): number {
  let depth = 0;
  for (let parent = node.parent; parent; parent = byId.get(parent)?.parent ?? null) depth += 1;
  return depth;
}

function drawNode(node: LayoutNode, compound: boolean): string {
  if (node.kind === 'initial') return `<circle cx="${node.x + node.width / 2}" cy="${node.y + node.height / 2}" r="6" fill="#0f172a"/>`;
  const parts: string[] = [];
  if (compound) {
    parts.push(`<rect x="${node.x}" y="${node.y}" width="${node.width}" height="${node.height}" rx="10" fill="${node.region ? '#ffffff' : '#f1f5f9'}" stroke="#64748b"${node.region ? ' stroke-dasharray="6 4"' : ''}/>`);
    parts.push(`<text x="${node.x + 12}" y="${node.y + 21}" font-size="13" font-weight="600" fill="#0f172a">${escapeXml(node.label)}${node.stateType === 'parallel' ? ' ∥' : ''}</text>`);
    node.lines.forEach((line, index) => parts.push(`<text x="${node.x + 12}" y="${node.y + 37 + index * 15}" font-size="11" fill="#475569">${escapeXml(line)}</text>`));
    return parts.join('');
  }
  const fill = node.kind === 'any' ? '#fef9c3' : '#ffffff';
  parts.push(`<rect x="${node.x}" y="${node.y}" width="${node.width}" height="${node.height}" rx="8" fill="${fill}" stroke="#1e293b" stroke-width="1.4"/>`);
  if (node.stateType === 'final') parts.push(`<rect x="${node.x + 3}" y="${node.y + 3}" width="${node.width - 6}" height="${node.height - 6}" rx="6" fill="none" stroke="#1e293b"/>`);
  const centre = node.x + node.width / 2;
  parts.push(`<text x="${centre}" y="${node.y + 22}" font-size="13" text-anchor="middle" fill="#0f172a">${escapeXml(node.label)}</text>`);
  node.lines.forEach((line, index) => parts.push(`<text x="${centre}" y="${node.y + 38 + index * 15}" font-size="11" text-anchor="middle" fill="#475569">${escapeXml(line)}</text>`));
  return parts.join('');
}

function drawEdge(edge: LayoutEdge): string {
  const d = edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ');
  const path = `<path d="${d}" fill="none" stroke-width="1.3" ${EDGE_STYLE[edge.kind]} marker-end="url(#arrow)"/>`;
  if (!edge.label) return path;
  const { x, y, width, height, lines } = edge.label;
  const text = lines.map((line, index) => `<text x="${x + 5}" y="${y + 13 + index * 15}" font-size="11" fill="#1e293b">${escapeXml(line)}</text>`).join('');
  return `${path}<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="#ffffff" fill-opacity="0.92"/>${text}`;
}

export function toSvg(layout: ChartLayout, title: string): string {
  const byId = new Map(layout.nodes.map((node) => [node.id, node]));
  const parents = new Set(layout.nodes.map((node) => node.parent).filter((parent): parent is string => parent !== null));
  const ordered = [...layout.nodes].sort((a, b) => depthOf(a, byId) - depthOf(b, byId));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${layout.width}" height="${layout.height}" viewBox="0 0 ${layout.width} ${layout.height}" font-family="Be Vietnam Pro, Segoe UI, Helvetica, Arial, sans-serif" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="#334155"/></marker></defs>',
    `<rect width="${layout.width}" height="${layout.height}" fill="#ffffff"/>`,
    ...ordered.map((node) => drawNode(node, parents.has(node.id))),
    ...layout.edges.map(drawEdge),
    '</svg>',
    '',
  ].join('\n');
}
