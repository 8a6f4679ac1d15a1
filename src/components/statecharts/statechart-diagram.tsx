'use client';
import '@xyflow/react/dist/style.css';
import { Controls, MiniMap, ReactFlow, useReactFlow, useStore, ViewportPortal, type Node, type NodeProps } from '@xyflow/react';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { token } from 'styled-system/tokens';
import type { StudioState } from '~/machines/chart/studio-data';
import type { LayoutDirection, StudioLayout, StudioNode } from '~/machines/chart/studio-layout';

export type Highlight = 'live' | 'path' | 'selected' | 'simulated' | 'none';

type StateData = {
  readonly node: StudioNode;
  readonly highlight: Highlight;
  readonly tooltip: string;
};
type StateFlowNode = Node<StateData, 'state'>;

function StateBox({ data }: NodeProps<StateFlowNode>) {
  const { node, highlight, tooltip } = data;
  if (node.kind === 'initial') return <span className={initialDot} aria-label="trạng thái bắt đầu" />;
  const compound = node.open || node.hidden > 0;
  return (
    <div
      className={box({ open: node.open, region: node.region, final: node.stateType === 'final', any: node.kind === 'any' })}
      data-highlight={highlight}
      data-testid={node.path !== null ? `chart-state-${node.path}` : undefined}
      data-state-path={node.path ?? undefined}
      data-open={compound ? String(node.open) : undefined}
      title={tooltip}
    >
      <span className={node.open ? groupTitle : stateTitle} data-testid="chart-title">
        {compound ? (node.open ? '▾ ' : '▸ ') : ''}
        {node.title}
        {node.stateType === 'final' ? ' ◉' : ''}
      </span>
      {node.hidden > 0 ? <span className={subLine}>{node.hidden} trạng thái bên trong · bấm để mở</span> : null}
    </div>
  );
}

const nodeTypes = { state: StateBox };
const MINIMAP_FILL = token.var('colors.ink.300');
const MINIMAP_STROKE = token.var('colors.ink.600');

/** The on-screen scale at which the 15 px titles and 13 px edge labels render at ≥ 12 px. */
export const LEGIBLE_ZOOM = 1;
const MAX_OPEN_ZOOM = 1.25;
const PAD = 16;
/** Phones draw the top-to-bottom layouts (a narrow canvas scrolls down better than sideways). */
const NARROW_QUERY = '(max-width: 767.98px)';

function subscribeNarrow(onChange: () => void) {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Layout direction for this screen (left-to-right while server rendering). */
export function useLayoutDirection(): LayoutDirection {
  const narrow = useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
  return narrow ? 'DOWN' : 'RIGHT';
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Opens the view legible: the whole chart when it fits at the legible zoom (centred), otherwise at
 * the legible zoom centred on the focus (a state or a transition's label) — or, with no focus, on
 * the start of the flow — kept within the chart's bounds; the minimap shows the rest.
 */
function OpeningViewport({ layout, focus }: { readonly layout: StudioLayout; readonly focus: Box | null }) {
  const { setViewport } = useReactFlow();
  const width = useStore((store) => store.width);
  const height = useStore((store) => store.height);
  useEffect(() => {
    if (!width || !height) return;
    const fit = Math.min((width - 2 * PAD) / layout.width, (height - 2 * PAD) / layout.height);
    if (fit >= LEGIBLE_ZOOM) {
      const zoom = Math.min(fit, MAX_OPEN_ZOOM);
      void setViewport({ x: (width - layout.width * zoom) / 2, y: (height - layout.height * zoom) / 2, zoom });
      return;
    }
    const zoom = LEGIBLE_ZOOM;
    const start = layout.nodes.find((node) => node.kind === 'initial' && node.parent === null) ?? layout.nodes[0];
    const target = focus ?? start ?? { x: 0, y: 0, width: 0, height: 0 };
    const clamp = (offset: number, size: number, chart: number) => (chart * zoom <= size ? (size - chart * zoom) / 2 : Math.min(PAD, Math.max(size - chart * zoom - PAD, offset)));
    // Without a focus the flow's start sits at the leading edge, so the view shows where it goes.
    const centreX = focus || layout.direction === 'DOWN' ? width / 2 - (target.x + target.width / 2) * zoom : PAD - target.x * zoom;
    const centreY = focus || layout.direction === 'RIGHT' ? height / 2 - (target.y + target.height / 2) * zoom : PAD - target.y * zoom;
    void setViewport({ x: clamp(centreX, width, layout.width), y: clamp(centreY, height, layout.height), zoom });
  }, [layout, focus, width, height, setViewport]);
  return null;
}

interface DiagramProps {
  readonly layout: StudioLayout;
  readonly states: readonly StudioState[];
  readonly highlightOf: (path: string) => Highlight;
  readonly edgeHighlight: ReadonlySet<string>;
  /** The state or transition the view opens on (from the URL). */
  readonly focusState: string | null;
  readonly focusTransition: string | null;
  readonly onSelectState: (path: string, node: StudioNode) => void;
  readonly onSelectTransition: (key: string) => void;
  readonly transitionText: (key: string) => string;
  /** The live funnel's badge for an arrow's transitions ('12 lượt · 40 %'), null without counts. */
  readonly funnelBadge?: (keys: readonly string[]) => string | null;
}

/** The chart drawn with React Flow from the server's ELK layout: pan, zoom, open a state, follow a link. */
export function StatechartDiagram({ layout, states, highlightOf, edgeHighlight, focusState, focusTransition, onSelectState, onSelectTransition, transitionText, funnelBadge }: DiagramProps) {
  const nodes = useMemo<StateFlowNode[]>(() => {
    const byId = new Map(layout.nodes.map((node) => [node.id, node]));
    const docs = new Map(states.map((state) => [state.path, state]));
    return layout.nodes.map((node) => {
      const parent = node.parent ? byId.get(node.parent) : undefined;
      const doc = node.path !== null ? docs.get(node.path) : undefined;
      return {
        id: node.id,
        type: 'state',
        position: { x: node.x - (parent?.x ?? 0), y: node.y - (parent?.y ?? 0) },
        ...(node.parent ? { parentId: node.parent } : {}),
        width: node.width,
        height: node.height,
        draggable: false,
        connectable: false,
        selectable: node.kind === 'state',
        zIndex: parent ? 1 : 0,
        data: { node, highlight: node.path !== null ? highlightOf(node.path) : 'none', tooltip: doc ? `${doc.path} — ${doc.description}` : node.title },
      };
    });
  }, [layout, states, highlightOf]);

  const focus = useMemo<Box | null>(() => {
    if (focusTransition) {
      const edge = layout.edges.find((candidate) => candidate.transitions.includes(focusTransition));
      if (edge?.label) return edge.label;
    }
    if (focusState) {
      const state = states.find((candidate) => candidate.path === focusState);
      const chain = state ? [state.path, ...ancestorsOf(state.path)] : [];
      // A state inside a closed compound is focused through the box that holds it.
      for (const path of chain) {
        const node = layout.nodes.find((candidate) => candidate.path === path);
        if (node) return node;
      }
    }
    return null;
  }, [layout, states, focusState, focusTransition]);

  return (
    <div className={canvas} data-testid="statechart-canvas" data-view={layout.open} data-direction={layout.direction}>
      <ReactFlow
        nodes={nodes}
        edges={[]}
        nodeTypes={nodeTypes}
        minZoom={0.15}
        maxZoom={2.5}
        nodesDraggable={false}
        nodesConnectable={false}
        onNodeClick={(_, node) => {
          if (node.data.node.path !== null) onSelectState(node.data.node.path, node.data.node);
        }}
      >
        <OpeningViewport layout={layout} focus={focus} />
        <ViewportPortal>
          <svg className={edgeLayer} width={layout.width} height={layout.height}>
            <defs>
              <marker id="studio-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0 0 L10 5 L0 10 z" className={arrowHead} />
              </marker>
            </defs>
            {layout.edges.map((edge) => (
              <g key={edge.id} data-kind={edge.kind} data-highlight={edge.transitions.some((key) => edgeHighlight.has(key))} className={edgeGroup}>
                <path d={edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ')} markerEnd="url(#studio-arrow)" />
                {edge.label ? (
                  <g
                    className={edgeLabel}
                    data-testid="chart-edge-label"
                    role="button"
                    tabIndex={0}
                    aria-label={edge.transitions.map(transitionText).join('; ')}
                    onClick={() => edge.transitions[0] && onSelectTransition(edge.transitions[0])}
                    onKeyDown={(event) => {
                      if ((event.key === 'Enter' || event.key === ' ') && edge.transitions[0]) onSelectTransition(edge.transitions[0]);
                    }}
                  >
                    <title>{edge.transitions.join('\n')}</title>
                    <rect x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={4} />
                    {edge.label.lines.map((line, index) => (
                      <text key={`${index}:${line}`} x={(edge.label?.x ?? 0) + 6} y={(edge.label?.y ?? 0) + 15 + index * 17}>
                        {line}
                      </text>
                    ))}
                    {(() => {
                      const badge = funnelBadge?.(edge.transitions);
                      return badge && edge.label ? (
                        <text className={funnelText} data-testid="chart-edge-funnel" x={edge.label.x + 6} y={edge.label.y + edge.label.height + 14}>
                          {badge}
                        </text>
                      ) : null;
                    })()}
                  </g>
                ) : null}
              </g>
            ))}
          </svg>
        </ViewportPortal>
        <MiniMap className={minimap} pannable zoomable ariaLabel="Bản đồ thu nhỏ của sơ đồ" nodeBorderRadius={4} nodeColor={MINIMAP_FILL} nodeStrokeColor={MINIMAP_STROKE} nodeStrokeWidth={2} />
        <Controls showInteractive={false} fitViewOptions={{ padding: 0.03 }} />
      </ReactFlow>
    </div>
  );
}

function ancestorsOf(path: string): string[] {
  const parts = path.split('.');
  return parts.slice(0, -1).map((_, index) => parts.slice(0, parts.length - 1 - index).join('.'));
}

const canvas = cx(card({ padding: 'none' }), css({ h: { base: '70vh', lg: '72vh' }, overflow: 'hidden' }));
const initialDot = css({ display: 'block', w: '16px', h: '16px', borderRadius: 'full', bg: 'ink.900' });
const box = cva({
  base: {
    w: '100%',
    h: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5',
    px: '2',
    borderRadius: 'md',
    borderWidth: '1.5px',
    borderColor: 'ink.800',
    bg: 'bg.surface',
    cursor: 'pointer',
    textAlign: 'center',
    '&[data-open=false]': { borderWidth: '2px', borderColor: 'ink.600', bg: 'ink.50' },
    '&[data-highlight=selected]': { outline: '3px solid', outlineColor: 'ink.500' },
    '&[data-highlight=path]': { bg: 'gold.400/25', borderColor: 'gold.500' },
    '&[data-highlight=simulated]': { outline: '3px dashed', outlineColor: 'leaf.600', outlineOffset: '2px' },
    '&[data-highlight=live]': { bg: 'leaf.500/20', borderColor: 'leaf.600', outline: '4px solid', outlineColor: 'leaf.500/40' },
  },
  variants: {
    open: { true: { alignItems: 'flex-start', justifyContent: 'flex-start', p: '2.5', bg: 'ink.50', borderColor: 'ink.400', borderWidth: '1px', textAlign: 'left' } },
    region: { true: { borderStyle: 'dashed', bg: 'bg.surface' } },
    final: { true: { borderWidth: '4px', borderStyle: 'double' } },
    any: { true: { bg: 'gold.400/25', borderStyle: 'dashed' } },
  },
});
const stateTitle = css({ fontSize: '15px', fontWeight: 'semibold', color: 'fg.default', lineHeight: '1.25', whiteSpace: 'nowrap' });
const groupTitle = css({ fontSize: '15px', fontWeight: 'bold', color: 'fg.default', whiteSpace: 'nowrap' });
const subLine = css({ fontSize: '12px', color: 'fg.muted', whiteSpace: 'nowrap' });
const arrowHead = css({ fill: 'ink.700' });
const edgeLayer = css({ position: 'absolute', left: '0', top: '0', overflow: 'visible', pointerEvents: 'none' });
const funnelText = css({ fontWeight: 'bold', paintOrder: 'stroke', stroke: 'bg.surface', strokeWidth: '3px', '&&': { fill: 'brand.700', fontSize: '12px' } });
const edgeLabel = css({ pointerEvents: 'auto', cursor: 'pointer', _focusVisible: { outline: '2px solid', outlineColor: 'ink.500' } });
const edgeGroup = css({
  '& path': { fill: 'none', stroke: 'ink.600', strokeWidth: '1.4' },
  '& rect': { fill: 'bg.surface', fillOpacity: '0.94', stroke: 'ink.200', strokeWidth: '1' },
  '& text': { fontSize: '13px', fill: 'ink.800' },
  '&[data-kind=always] path': { strokeDasharray: '6 4' },
  '&[data-kind=after] path': { strokeDasharray: '2 3', stroke: 'gold.500' },
  '&[data-kind=done] path': { stroke: 'leaf.600' },
  '&[data-kind=error] path': { stroke: 'brand.600' },
  '&[data-highlight=true] path': { strokeWidth: '3.5' },
  '&[data-highlight=true] rect': { stroke: 'gold.500', strokeWidth: '2' },
  '&[data-highlight=true] text': { fontWeight: 'bold' },
});
const minimap = css({ w: { base: '110px', md: '200px' }, h: { base: '80px', md: '140px' }, '& svg': { w: '100%', h: '100%' } });
