/**
 * Puts every completed Suspense boundary of a whole HTML document back in place.
 *
 * React's streaming renderer "outlines" a completed boundary bigger than 500 bytes once 12.8 KB of
 * the page has been written (`progressiveChunkSize`, which Next.js does not let an app set): the
 * boundary is sent as an empty placeholder (`<!--$?--><template id="B:…">`), its content as a
 * hidden `<div id="S:…">` at the end of the document, and a `$RC` script moves it in — batched to
 * an animation frame, so the first paint of a page rendered once for everyone lacks the category
 * menu, the favourite buttons and the detail page's contact block, and shifts when they appear.
 * A page the web server holds whole (cached, or read whole before it is shared) has no reason to
 * arrive in pieces: here each placeholder gets its content inline, exactly as React writes a
 * boundary it does not outline (`<!--$-->…<!--/$-->`), and the moves are dropped. Segments React
 * sent late inside a boundary (`<template id="P:…">`, moved by `$RS`) are put in place the same way.
 *
 * Anything not understood (an errored boundary, one revealed with its stylesheets, a reference
 * without its segment) is left as React wrote it: the browser then reveals it as before.
 */

const SEGMENT_START = /<div hidden id="(S:[0-9a-f]+)">/g;
/** Tags whose bodies are not markup, and the div tags counted to find where a segment ends. */
const DIV_OR_RAW_TEXT = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1>|<div\b|<\/div>/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const BOUNDARY_REVEAL = /\$RC\("(B:[0-9a-f]+)","(S:[0-9a-f]+)"\)/g;
const SEGMENT_REVEAL = /\$RS\("(S:[0-9a-f]+)","(P:[0-9a-f]+)"\)/g;
/** A segment named anywhere: its hidden div's id, a reveal call's argument. */
const SEGMENT_NAME = /"S:[0-9a-f]+"/g;
const BOUNDARY_COMMENT = /<!--(\$\?|\$!|\$~|\$|\/\$)-->/g;
const PLACEHOLDER = /<!--\$\?--><template id="(B:[0-9a-f]+)"><\/template>|<template id="(P:[0-9a-f]+)"><\/template>/g;

interface Span {
  readonly start: number;
  readonly end: number;
}

/** Where the `</div>` closing the div whose content starts at `from` ends, or -1. */
function closingDivEnd(html: string, from: number): number {
  DIV_OR_RAW_TEXT.lastIndex = from;
  let depth = 0;
  for (let match = DIV_OR_RAW_TEXT.exec(html); match; match = DIV_OR_RAW_TEXT.exec(html)) {
    if (match[0] === '</div>') {
      if (depth === 0) return match.index + match[0].length;
      depth -= 1;
    } else if (match[0] === '<div') depth += 1;
  }
  return -1;
}

/** Index just past the `<!--/$-->` closing the boundary whose fallback starts at `from`, or -1. */
function boundaryEnd(html: string, from: number): number {
  BOUNDARY_COMMENT.lastIndex = from;
  let depth = 0;
  for (let match = BOUNDARY_COMMENT.exec(html); match; match = BOUNDARY_COMMENT.exec(html)) {
    if (match[1] !== '/$') depth += 1;
    else if (depth === 0) return match.index + match[0].length;
    else depth -= 1;
  }
  return -1;
}

/** The document without the given spans (sorted, not overlapping), each replaced by its text. */
function splice(html: string, cuts: ReadonlyArray<Span & { readonly text: string }>): string {
  let result = '';
  let cursor = 0;
  for (const cut of cuts) {
    result += html.slice(cursor, cut.start) + cut.text;
    cursor = cut.end;
  }
  return result + html.slice(cursor);
}

/** Each placeholder whose content is known gets it, recursively (contents hold placeholders too). */
function fill(html: string, contents: ReadonlyMap<string, string>, depth: number): string | null {
  if (depth > 64) return null;
  const cuts: Array<Span & { text: string }> = [];
  for (const match of html.matchAll(PLACEHOLDER)) {
    const id = match[1] ?? match[2] ?? '';
    const content = contents.get(id);
    if (content === undefined) continue;
    const inner = fill(content, contents, depth + 1);
    if (inner === null) return null;
    const start = match.index;
    if (match[2] !== undefined) {
      cuts.push({ start, end: start + match[0].length, text: inner });
      continue;
    }
    const end = boundaryEnd(html, start + match[0].length);
    if (end < 0 || cuts.some((cut) => cut.end > start)) return null;
    cuts.push({ start, end, text: `<!--$-->${inner}<!--/$-->` });
  }
  return splice(html, cuts);
}

/** The document with every outlined completed boundary inline (see the module comment). */
export function inlineCompletedBoundaries(html: string): string {
  if (!html.includes('<template id="')) return html;
  // What each reveal script moves where: placeholder id -> segment id.
  const moves = new Map<string, string>();
  const cuts: Array<Span & { text: string }> = [];
  for (const script of html.matchAll(SCRIPT)) {
    const [whole, attributes = '', body = ''] = script;
    const calls = [...body.matchAll(BOUNDARY_REVEAL), ...body.matchAll(SEGMENT_REVEAL)];
    if (calls.length === 0) continue;
    for (const call of calls) {
      const [text, first = '', second = ''] = call;
      if (text.startsWith('$RC')) moves.set(first, second);
      else moves.set(second, first);
    }
    // React's reveal runtime is defined in the script of the first reveal: it stays, without the calls.
    const rest = body.replace(BOUNDARY_REVEAL, '').replace(SEGMENT_REVEAL, '');
    cuts.push({ start: script.index, end: script.index + whole.length, text: rest.trim() === '' ? '' : `<script${attributes}>${rest}</script>` });
  }
  if (moves.size === 0) return html;

  const references = new Map<string, number>();
  for (const [name] of html.matchAll(SEGMENT_NAME)) references.set(name, (references.get(name) ?? 0) + 1);
  const contents = new Map<string, string>();
  const segmentOf = new Map([...moves].map(([placeholder, segment]) => [segment, placeholder]));
  for (const segment of html.matchAll(SEGMENT_START)) {
    const segmentId = segment[1] ?? '';
    const placeholder = segmentOf.get(segmentId);
    if (placeholder === undefined) continue;
    // Anything else naming this segment (a reveal with stylesheets, an error) would lose it.
    if (references.get(`"${segmentId}"`) !== 2) return html;
    const contentStart = segment.index + segment[0].length;
    const end = closingDivEnd(html, contentStart);
    if (end < 0) return html;
    contents.set(placeholder, html.slice(contentStart, end - '</div>'.length));
    cuts.push({ start: segment.index, end, text: '' });
  }
  if (contents.size !== moves.size) return html;
  cuts.sort((a, b) => a.start - b.start);
  if (cuts.some((cut, index) => index > 0 && cut.start < (cuts[index - 1]?.end ?? 0))) return html;

  const filled = fill(splice(html, cuts), contents, 0);
  if (filled === null) return html;
  // Every moved piece must have found its place; otherwise the browser's reveal is still needed.
  for (const placeholder of moves.keys()) if (filled.includes(`<template id="${placeholder}"></template>`) || !html.includes(`id="${placeholder}"`)) return html;
  return filled;
}
