/**
 * The studio's legible layouts of a chart (issue #36), computed with ELK in Node like layout.ts:
 * Vietnamese titles instead of state ids, Vietnamese edge labels, and compound states collapsed to
 * one titled box unless the view opens them. One view per compound state (it and its ancestors
 * open, every other compound closed) plus the overview (all closed), each laid out left-to-right
 * for wide screens and top-to-bottom for phones. Transitions between the same two visible boxes
 * are merged into one edge listing their labels, so a closed compound does not sprout a fan of arrows.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { ROOT_PATH, type Chart, type ChartStateType, type TransitionKind } from './model';

export type LayoutDirection = 'RIGHT' | 'DOWN';

export interface StudioNode {
  /** `s:<path>`, `i:<parent path>` for an initial marker, `any` for root transitions. */
  readonly id: string;
  readonly kind: 'state' | 'initial' | 'any';
  readonly path: string | null;
  readonly title: string;
  readonly stateType: ChartStateType | null;
  /** A compound or parallel state drawn open (its children inside it). */
  readonly open: boolean;
  /** A compound or parallel state drawn closed: how many states it holds. */
  readonly hidden: number;
  readonly region: boolean;
  readonly parent: string | null;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface StudioEdge {
  readonly id: string;
  /** Transition keys drawn by this edge (several when merged); empty for an initial arrow. */
  readonly transitions: readonly string[];
  readonly kind: TransitionKind | 'initial';
  readonly points: ReadonlyArray<{ readonly x: number; readonly y: number }>;
  readonly label: { readonly lines: readonly string[]; readonly x: number; readonly y: number; readonly width: number; readonly height: number } | null;
}

export interface StudioLayout {
  /** The open compound state ('' for the overview). */
  readonly open: string;
  readonly direction: LayoutDirection;
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly StudioNode[];
  readonly edges: readonly StudioEdge[];
}

export interface StudioLabels {
  /** Vietnamese title of a state path. */
  readonly title: (path: string) => string;
  /** Vietnamese label of a transition key. */
  readonly transition: (key: string) => string;
}

/** Rendered sizes the studio draws with (statechart-diagram.tsx): 15 px titles, 13 px edge labels. */
export const TITLE_PX = 15;
export const EDGE_LABEL_PX = 13;
const TITLE_CHAR = 8.4;
const LABEL_CHAR = 7.1;
const LABEL_LINE = 17;
const LABEL_WRAP = 28;
const MAX_MERGED = 3;

const stateNodeId = (path: string) => (path === ROOT_PATH ? 'root' : `s:${path}`);

/** Words wrapped to lines of at most `width` characters (a longer word keeps its own line). */
export function wrapWords(text: string, width = LABEL_WRAP): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The compound states of a chart (each gets a view that opens it). */
export function compoundPaths(chart: Chart): string[] {
  return chart.states.filter((state) => state.path !== ROOT_PATH && state.children.length > 0).map((state) => state.path);
}

/** The open compound for a state: itself if compound, else its parent ('' at the top level). */
export function viewFor(chart: Chart, path: string): string {
  const state = chart.states.find((candidate) => candidate.path === path);
  if (!state) return ROOT_PATH;
  if (state.children.length > 0) return state.path;
  return state.parent ?? ROOT_PATH;
}

const ancestorsOf = (path: string): string[] => {
  const parts = path.split('.');
  return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
};

export async function layoutStudioView(chart: Chart, labels: StudioLabels, open: string, direction: LayoutDirection): Promise<StudioLayout> {
  const byPath = new Map(chart.states.map((state) => [state.path, state]));
  const opened = new Set(open ? ancestorsOf(open) : []);
  opened.add(ROOT_PATH);
  /** The box a state is drawn in: its outermost closed ancestor, else itself. */
  const visible = (path: string): string => {
    if (path === ROOT_PATH) return path;
    const closed = ancestorsOf(path).find((ancestor) => ancestor !== path && !opened.has(ancestor));
    return closed ?? path;
  };
  const meta = new Map<string, Omit<StudioNode, 'id' | 'x' | 'y' | 'width' | 'height'>>();
  const edges: ElkExtendedEdge[] = [];
  const edgeMeta = new Map<string, { transitions: string[]; kind: StudioEdge['kind']; lines: string[] }>();
  const descendants = (path: string): number => (byPath.get(path)?.children ?? []).reduce((sum, child) => sum + 1 + descendants(child), 0);

  const build = (path: string, parentId: string | null): ElkNode => {
    const state = byPath.get(path);
    if (!state) throw new Error(`unknown state ${path}`);
    const id = stateNodeId(path);
    const isOpen = opened.has(path) && state.children.length > 0;
    const title = path === ROOT_PATH ? '' : labels.title(path);
    const region = state.parent !== null && byPath.get(state.parent)?.type === 'parallel';
    meta.set(id, { kind: 'state', path, title, stateType: state.type, open: isOpen, hidden: isOpen ? 0 : descendants(path), region, parent: parentId });
    if (!isOpen) {
      const hidden = descendants(path);
      const width = Math.max(130, title.length * TITLE_CHAR + 36, hidden ? 150 : 0);
      return { id, width: Math.ceil(width), height: hidden ? 62 : 46 };
    }
    const children: ElkNode[] = [];
    if (state.initial) {
      const initialId = `i:${path}`;
      meta.set(initialId, { kind: 'initial', path: null, title: '', stateType: null, open: false, hidden: 0, region: false, parent: path === ROOT_PATH ? null : id });
      children.push({ id: initialId, width: 16, height: 16 });
      edges.push({ id: `initial:${path}`, sources: [initialId], targets: [stateNodeId(state.initial)] });
      edgeMeta.set(`initial:${path}`, { transitions: [], kind: 'initial', lines: [] });
    }
    for (const child of state.children) children.push(build(child, path === ROOT_PATH ? null : id));
    if (path === ROOT_PATH) return { id, children };
    const header = title.length * TITLE_CHAR + 40;
    return {
      id,
      children,
      layoutOptions: { 'elk.padding': '[top=44,left=18,bottom=18,right=18]', 'elk.nodeSize.minimum': `(${Math.ceil(header)},60)`, 'elk.nodeSize.constraints': 'MINIMUM_SIZE' },
    };
  };

  const root = build(ROOT_PATH, null);
  const rootChildren = root.children ?? [];
  if (chart.transitions.some((transition) => transition.source === ROOT_PATH)) {
    meta.set('any', { kind: 'any', path: null, title: '(mọi trạng thái)', stateType: null, open: false, hidden: 0, region: false, parent: null });
    rootChildren.push({ id: 'any', width: 150, height: 40 });
  }

  // Merge transitions by the pair of boxes they join; drop those inside one closed box.
  const merged = new Map<string, { source: string; target: string; kind: TransitionKind; keys: string[]; texts: string[] }>();
  for (const transition of chart.transitions) {
    const source = transition.source === ROOT_PATH ? 'any' : stateNodeId(visible(transition.source));
    const targets = transition.targets.length ? transition.targets : [transition.source];
    for (const targetPath of targets) {
      const target = targetPath === ROOT_PATH ? 'any' : stateNodeId(visible(targetPath));
      const internal = source === target && visible(transition.source) !== transition.source;
      if (internal) continue;
      const pair = `${source}→${target}`;
      const entry = merged.get(pair) ?? { source, target, kind: transition.kind, keys: [], texts: [] };
      if (!entry.keys.includes(transition.key)) entry.keys.push(transition.key);
      const text = labels.transition(transition.key);
      if (!entry.texts.includes(text)) entry.texts.push(text);
      if (entry.kind !== transition.kind) entry.kind = 'event';
      merged.set(pair, entry);
    }
  }
  [...merged.values()].forEach((entry, index) => {
    const id = `e${index}`;
    const shown = entry.texts.slice(0, MAX_MERGED);
    const lines = [...shown.flatMap((text) => wrapWords(text)), ...(entry.texts.length > MAX_MERGED ? [`+ ${entry.texts.length - MAX_MERGED} sự kiện khác`] : [])];
    const width = Math.ceil(Math.max(...lines.map((line) => line.length)) * LABEL_CHAR + 12);
    edges.push({ id, sources: [entry.source], targets: [entry.target], labels: [{ id: `${id}.label`, text: lines.join('\n'), width, height: lines.length * LABEL_LINE + 6 }] });
    edgeMeta.set(id, { transitions: entry.keys, kind: entry.kind, lines });
  });

  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': direction,
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.spacing.nodeNodeBetweenLayers': direction === 'DOWN' ? '50' : '70',
      'elk.spacing.nodeNode': direction === 'DOWN' ? '24' : '36',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=16,left=16,bottom=16,right=16]',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: rootChildren,
    edges,
  };
  const result = await new ELK().layout(graph);

  const nodes: StudioNode[] = [];
  const collect = (node: ElkNode) => {
    const info = meta.get(node.id);
    if (info && node.id !== 'root') nodes.push({ id: node.id, ...info, x: round(node.x), y: round(node.y), width: round(node.width), height: round(node.height) });
    for (const child of node.children ?? []) collect(child);
  };
  collect(result);

  const laid: StudioEdge[] = [];
  const collectEdges = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const info = edgeMeta.get(edge.id);
      const section = edge.sections?.[0];
      if (!info || !section) continue;
      const label = edge.labels?.[0];
      laid.push({
        id: edge.id,
        transitions: info.transitions,
        kind: info.kind,
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point) => ({ x: round(point.x), y: round(point.y) })),
        label: label && info.lines.length ? { lines: info.lines, x: round(label.x), y: round(label.y), width: round(label.width), height: round(label.height) } : null,
      });
    }
    for (const child of node.children ?? []) collectEdges(child);
  };
  collectEdges(result);
  return { open, direction, width: round(result.width), height: round(result.height), nodes, edges: laid };
}

const round = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;
