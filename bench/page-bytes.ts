/**
 * `npx tsx bench/page-bytes.ts <url> [--depth 6] [--min 1000]` (issue #41, by hand): where a page's
 * bytes go. Prints the document's raw and gzip size, then two trees with each node's size: the
 * markup (scripts and styles left out, elements of at least --min bytes, labelled by tag, id, role,
 * aria-label and first class) and the RSC (Flight) payload — the rows of the `self.__next_f.push`
 * scripts decoded, each element labelled by its client component (the name its `I` row exports) or
 * host tag, sized as its JSON. A client component's props are what every render of the page
 * serializes, encodes into the HTML and parses again in the browser.
 */
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { depth: { type: 'string', default: '6' }, min: { type: 'string', default: '1000' }, cookie: { type: 'string' } },
});
const maxDepth = Number(values.depth);
const minBytes = Number(values.min);

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

interface Node {
  label: string;
  bytes: number;
  children: Node[];
  /** A Flight row of its own (referenced as `$<id>`): its bytes are not in the parent's JSON. */
  row?: boolean;
}

/** A Flight node's bytes with every row referenced below it. */
function inclusive(node: Node): number {
  const rowsBelow = (parent: Node): number => parent.children.reduce((sum, child) => sum + (child.row ? inclusive(child) : rowsBelow(child)), 0);
  return node.bytes + rowsBelow(node);
}

function withRows(node: Node): Node {
  return { label: node.label, bytes: inclusive(node), children: node.children.map(withRows) };
}

function attribute(attrs: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];
}

function htmlLabel(tag: string, attrs: string): string {
  const parts = [tag];
  for (const name of ['id', 'role', 'aria-label', 'data-view']) {
    const value = attribute(attrs, name);
    if (value !== undefined) parts.push(`${name}=${value.slice(0, 30)}`);
  }
  const className = attribute(attrs, 'class')?.split(' ')[0];
  if (className) parts.push(`.${className}`);
  return parts.join(' ');
}

/** The markup as a tree of elements with their byte size (script and style contents counted, not descended). */
function markupTree(html: string): Node {
  const root: Node = { label: 'document', bytes: html.length, children: [] };
  const stack: Array<{ node: Node; tag: string; start: number }> = [{ node: root, tag: '#root', start: 0 }];
  const tags = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!--[\s\S]*?-->/g;
  let match: RegExpExecArray | null;
  while ((match = tags.exec(html)) !== null) {
    const [whole, closing, rawTag, attrs] = match;
    if (rawTag === undefined) continue;
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.findLastIndex((entry) => entry.tag === tag);
      if (at <= 0) continue;
      while (stack.length > at) {
        const entry = stack.pop();
        if (entry) entry.node.bytes = tags.lastIndex - entry.start;
      }
      continue;
    }
    const node: Node = { label: htmlLabel(tag, attrs ?? ''), bytes: whole.length, children: [] };
    stack.at(-1)?.node.children.push(node);
    if (tag === 'script' || tag === 'style') {
      const end = html.indexOf(`</${tag}>`, tags.lastIndex);
      node.bytes = end + tag.length + 3 - match.index;
      tags.lastIndex = end + tag.length + 3;
      continue;
    }
    if (VOID.has(tag) || (attrs ?? '').trimEnd().endsWith('/')) continue;
    stack.push({ node, tag, start: match.index });
  }
  return root;
}

/** The Flight rows of the page, in order, as one string (the `self.__next_f.push([1, "…"])` scripts). */
function flightText(html: string): string {
  let text = '';
  for (const [, payload] of html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)) {
    const chunk = JSON.parse(payload ?? '[]') as unknown[];
    if (chunk[0] === 1 && typeof chunk[1] === 'string') text += chunk[1];
  }
  return text;
}

interface Row {
  readonly id: string;
  readonly raw: string;
  readonly value: unknown;
  readonly kind: string;
}

function flightRows(text: string): Row[] {
  const rows: Row[] = [];
  let at = 0;
  while (at < text.length) {
    const colon = text.indexOf(':', at);
    if (colon < 0) break;
    const id = text.slice(at, colon);
    const tag = text[colon + 1] ?? '';
    if (tag === 'T') {
      // T<hex byte length>,<text>: the length counts UTF-8 bytes.
      const comma = text.indexOf(',', colon);
      let bytes = parseInt(text.slice(colon + 2, comma), 16);
      let end = comma + 1;
      while (bytes > 0) bytes -= Buffer.byteLength(text[end++] ?? '');
      rows.push({ id, raw: text.slice(at, end), value: text.slice(comma + 1, end), kind: 'T' });
      at = end;
      continue;
    }
    const newline = text.indexOf('\n', colon);
    const end = newline < 0 ? text.length : newline;
    const body = text.slice(colon + 1, end);
    const kind = /^[A-Z]/.test(tag) ? tag : 'J';
    let value: unknown = body;
    try {
      value = JSON.parse(kind === 'J' ? body : body.slice(1));
    } catch {
      value = body;
    }
    rows.push({ id, raw: text.slice(at, end + 1), value, kind });
    at = end + 1;
  }
  return rows;
}

function main() {
  const url = positionals[0];
  if (!url) throw new Error('usage: npx tsx bench/page-bytes.ts <url>');
  return fetch(url, { headers: values.cookie ? { cookie: values.cookie } : {} })
    .then((response) => response.text())
    .then((html) => {
      const flight = flightText(html);
      const rows = flightRows(flight);
      const clientNames = new Map<string, string>();
      for (const row of rows) if (row.kind === 'I' && Array.isArray(row.value)) clientNames.set(row.id, /^[A-Z]/.test(String(row.value[2])) ? String(row.value[2]) : `${String(row.value[2]) || "*"}@${String(row.value[0])}`);
      const scripts = [...html.matchAll(/<script[^>]*>[\s\S]*?<\/script>/g)].reduce((sum, [script]) => sum + script.length, 0);
      console.log(`${url}\n  document ${kb(html.length)} raw, ${kb(gzipSync(html).length)} gzip; scripts ${kb(scripts)}; markup without scripts ${kb(html.length - scripts)}`);
      console.log(`  Flight rows decoded ${kb(flight.length)} (${rows.length} rows; ${kb(gzipSync(flight).length)} gzip alone)`);
      const byKind = new Map<string, number>();
      for (const row of rows) byKind.set(row.kind, (byKind.get(row.kind) ?? 0) + row.raw.length);
      console.log(`  by row kind: ${[...byKind].map(([kind, bytes]) => `${kind} ${kb(bytes)}`).join(', ')}`);

      // Flight: an element is ["$", type, key, props]; a client component's type is "$L<id of its I row>".
      const ownProps = new Map<string, { count: number; bytes: number; withChildren: number }>();
      const rowById = new Map(rows.map((row) => [row.id, row]));
      const seen = new Set<string>(['0']);
      function label(type: unknown, props: Record<string, unknown>): string {
        if (typeof type === 'string' && type.startsWith('$L')) return `<${clientNames.get(type.slice(2)) ?? type}>`;
        const className = typeof props.className === 'string' ? `.${props.className.split(' ')[0]}` : '';
        return `${String(type)}${className}`;
      }
      function walk(value: unknown, depth: number): Node[] {
        if (Array.isArray(value)) {
          if (value[0] === '$' && value.length >= 4) {
            const props = (value[3] ?? {}) as Record<string, unknown>;
            const node: Node = { label: label(value[1], props), bytes: JSON.stringify(value).length, children: [] };
            if (typeof value[1] === 'string' && value[1].startsWith('$L')) {
              const name = node.label;
              const { children, ...rest } = props;
              const entry = ownProps.get(name) ?? { count: 0, bytes: 0, withChildren: 0 };
              entry.count++;
              entry.bytes += JSON.stringify(rest).length;
              entry.withChildren += node.bytes;
              ownProps.set(name, entry);
              void children;
            }
            node.children = Object.values(props).flatMap((prop) => walk(prop, depth + 1));
            return [node];
          }
          return value.flatMap((item) => walk(item, depth));
        }
        const reference = typeof value === 'string' ? /^\$[A-Za-z@]?([0-9a-f]+)$/.exec(value) : null;
        if (reference) {
          const row = rowById.get(reference[1] ?? '');
          if (row && row.kind === 'J' && !seen.has(row.id)) {
            seen.add(row.id);
            return [{ label: `row ${row.id}`, bytes: row.raw.length, children: walk(row.value, depth + 1), row: true }];
          }
          return [];
        }
        if (value !== null && typeof value === 'object') return Object.values(value).flatMap((item) => walk(item, depth));
        return [];
      }
      const rootRow = rows.find((row) => row.id === '0');
      const flightRoot: Node = { label: 'row 0', bytes: rootRow?.raw.length ?? 0, children: rootRow ? walk(rootRow.value, 0) : [] };
      const unreached = rows.filter((row) => row.kind === 'J' && !seen.has(row.id));
      console.log(`  rows not reached from row 0: ${unreached.length}, ${kb(unreached.reduce((sum, row) => sum + row.raw.length, 0))}`);
      console.log('\nClient components: count, own props (children left out), with children');
      for (const [name, entry] of [...ownProps].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, 25)) {
        console.log(`  ${name.padEnd(36)} ${String(entry.count).padStart(3)}× ${kb(entry.bytes).padStart(9)} ${kb(entry.withChildren).padStart(9)}`);
      }
      console.log('\nRows by size (top 12):');
      for (const row of [...rows].sort((a, b) => b.raw.length - a.raw.length).slice(0, 12)) {
        console.log(`  ${row.id.padEnd(4)} ${row.kind} ${kb(row.raw.length).padStart(9)}  ${row.raw.slice(row.id.length + 1, row.id.length + 110).replaceAll('\n', ' ')}`);
      }
      console.log('\nFlight tree (row 0 and the rows it references):');
      print(withRows(flightRoot), 0);
      console.log('\nMarkup tree:');
      print(markupTree(html), 0);
    });
}

function print(node: Node, depth: number) {
  console.log(`${'  '.repeat(depth + 1)}${kb(node.bytes).padStart(9)}  ${node.label}`);
  if (depth >= maxDepth) return;
  const big = node.children.filter((child) => child.bytes >= minBytes);
  const small = node.children.filter((child) => child.bytes < minBytes);
  for (const child of big) print(child, depth + 1);
  if (small.length > 0) console.log(`${'  '.repeat(depth + 2)}${kb(small.reduce((sum, child) => sum + child.bytes, 0)).padStart(9)}  (${small.length} smaller)`);
}

function kb(bytes: number): string {
  return bytes >= 1000 ? `${(bytes / 1000).toFixed(1)} KB` : `${bytes} B`;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
