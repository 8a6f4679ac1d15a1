/**
 * ELK layout of a chart (statecharts.md §4.3), computed in Node only — at `npm run statecharts`
 * for the docs SVG and on the server for the studio page — so elkjs never reaches a browser
 * bundle. Coordinates are absolute (ELK's ROOT shape/edge coordinates); the page derives React
 * Flow's parent-relative positions from them. (No `server-only` marker: the docs script and vitest
 * import it in plain Node; only server components and scripts import this module.)
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import { ROOT_PATH, type Chart, type ChartStateType, type TransitionKind } from './model';

export interface LayoutNode {
  /** `s:<path>` for a state, `i:<parent path>` for an initial marker, `any` for root transitions. */
  readonly id: string;
  readonly kind: 'state' | 'initial' | 'any';
  /** State path for `state` nodes, else null. */
  readonly path: string | null;
  readonly label: string;
  readonly stateType: ChartStateType | null;
  /** True when the parent is a parallel state (the node is a region). */
  readonly region: boolean;
  readonly lines: readonly string[];
  readonly parent: string | null;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LayoutLabel {
  readonly lines: readonly string[];
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface LayoutEdge {
  readonly id: string;
  /** Transition key (see model.ts); null for the arrow from an initial marker. */
  readonly transition: string | null;
  readonly kind: TransitionKind | 'initial';
  readonly source: string;
  readonly target: string;
  readonly points: ReadonlyArray<{ readonly x: number; readonly y: number }>;
  readonly label: LayoutLabel | null;
}

export interface ChartLayout {
  readonly machineId: string;
  readonly width: number;
  readonly height: number;
  readonly nodes: readonly LayoutNode[];
  readonly edges: readonly LayoutEdge[];
}

const CHAR_WIDTH = 7.2;
const LABEL_CHAR_WIDTH = 6.4;
const LINE_HEIGHT = 15;
const stateNodeId = (path: string) => (path === ROOT_PATH ? 'root' : `s:${path}`);

/** Edge label lines: the event and guard, then the actions. */
export function edgeLabelLines(eventText: string, guard: string | null, actions: readonly string[]): string[] {
  const head = `${eventText}${guard ? ` [${guard}]` : ''}`;
  return actions.length ? [head, `/ ${actions.join(', ')}`] : [head];
}

/** What a node is, before the layout places it. */
type NodeInfo = Pick<LayoutNode, 'kind' | 'path' | 'label' | 'stateType' | 'region' | 'lines' | 'parent'>;

export async function layoutChart(chart: Chart): Promise<ChartLayout> {
  const byPath = new Map(chart.states.map((state) => [state.path, state]));
  const info = new Map<string, NodeInfo>();
  const edges: ElkExtendedEdge[] = [];
  const edgeInfo = new Map<string, { transition: string | null; kind: LayoutEdge['kind']; lines: string[] }>();

  const build = (path: string, parentId: string | null): ElkNode => {
    const state = byPath.get(path);
    if (!state) throw new Error(`unknown state ${path}`);
    const id = stateNodeId(path);
    const lines = state.invokes.map((invoke) => `⟳ ${invoke}`);
    info.set(id, { kind: 'state', path, label: state.key, stateType: state.type, region: byPath.get(state.parent ?? '')?.type === 'parallel' && state.parent !== null, lines, parent: parentId });
    const children: ElkNode[] = [];
    if (state.initial) {
      const initialId = `i:${path}`;
      info.set(initialId, { kind: 'initial', path: null, label: '', stateType: null, region: false, lines: [], parent: path === ROOT_PATH ? null : id });
      children.push({ id: initialId, width: 14, height: 14 });
      edges.push({ id: `initial:${path}`, sources: [initialId], targets: [stateNodeId(state.initial)] });
      edgeInfo.set(`initial:${path}`, { transition: null, kind: 'initial', lines: [] });
    }
    for (const child of state.children) children.push(build(child, path === ROOT_PATH ? null : id));
    if (path !== ROOT_PATH && children.length) {
      const header = Math.max(state.key.length * CHAR_WIDTH + 24, ...lines.map((line) => line.length * CHAR_WIDTH + 24));
      return {
        id,
        children,
        layoutOptions: { 'elk.padding': `[top=${34 + lines.length * LINE_HEIGHT},left=16,bottom=16,right=16]`, 'elk.nodeSize.minimum': `(${Math.ceil(header)},40)`, 'elk.nodeSize.constraints': 'MINIMUM_SIZE' },
      };
    }
    if (path === ROOT_PATH) return { id, children };
    const width = Math.max(96, state.key.length * CHAR_WIDTH + 28, ...lines.map((line) => line.length * CHAR_WIDTH + 20));
    return { id, width: Math.ceil(width), height: 36 + lines.length * LINE_HEIGHT };
  };

  const root = build(ROOT_PATH, null);
  const rootChildren = root.children ?? [];
  if (chart.transitions.some((transition) => transition.source === ROOT_PATH)) {
    info.set('any', { kind: 'any', path: null, label: '(mọi trạng thái)', stateType: null, region: false, lines: [], parent: null });
    rootChildren.push({ id: 'any', width: 130, height: 32 });
  }
  chart.transitions.forEach((transition, index) => {
    const source = transition.source === ROOT_PATH ? 'any' : stateNodeId(transition.source);
    const targets = transition.targets.length ? transition.targets : [transition.source];
    targets.forEach((target, targetIndex) => {
      const id = `t${index}.${targetIndex}`;
      const lines = edgeLabelLines(transition.eventText, transition.guard, transition.actions);
      const width = Math.ceil(Math.max(...lines.map((line) => line.length)) * LABEL_CHAR_WIDTH + 10);
      edges.push({
        id,
        sources: [source],
        targets: [target === ROOT_PATH ? 'any' : stateNodeId(target)],
        labels: [{ id: `${id}.label`, text: lines.join('\n'), width, height: lines.length * LINE_HEIGHT + 4 }],
      });
      edgeInfo.set(id, { transition: transition.key, kind: transition.kind, lines });
    });
  });

  const graph: ElkNode = {
    id: 'root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      // Definition order drives the flow: the initial state on the left, back-edges for cycles.
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
      'elk.layered.spacing.nodeNodeBetweenLayers': '70',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.padding': '[top=20,left=20,bottom=20,right=20]',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: rootChildren,
    edges,
  };
  const result = await new ELK().layout(graph);

  const nodes: LayoutNode[] = [];
  const collect = (node: ElkNode) => {
    const meta = info.get(node.id);
    if (meta && node.id !== 'root') {
      nodes.push({ id: node.id, ...meta, x: round(node.x), y: round(node.y), width: round(node.width), height: round(node.height) });
    }
    for (const child of node.children ?? []) collect(child);
  };
  collect(result);

  const laidEdges: LayoutEdge[] = [];
  const collectEdges = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const meta = edgeInfo.get(edge.id);
      const section = edge.sections?.[0];
      if (!meta || !section) continue;
      const label = edge.labels?.[0];
      laidEdges.push({
        id: edge.id,
        transition: meta.transition,
        kind: meta.kind,
        source: edge.sources[0] ?? '',
        target: edge.targets[0] ?? '',
        points: [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map((point) => ({ x: round(point.x), y: round(point.y) })),
        label: label && meta.lines.length ? { lines: meta.lines, x: round(label.x), y: round(label.y), width: round(label.width), height: round(label.height) } : null,
      });
    }
    for (const child of node.children ?? []) collectEdges(child);
  };
  collectEdges(result);
  laidEdges.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
  return { machineId: chart.id, width: round(result.width), height: round(result.height), nodes, edges: laidEdges };
}

const round = (value: number | undefined) => Math.round((value ?? 0) * 10) / 10;
