'use client';
import '@xyflow/react/dist/style.css';
import { Controls, ReactFlow, ViewportPortal, type Node, type NodeProps } from '@xyflow/react';
import { useMemo, useState } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import type { ChartLayout, LayoutNode } from '~/machines/chart/layout';

export type Highlight = 'live' | 'path' | 'selected' | 'none';

type StateData = {
  readonly node: LayoutNode;
  readonly highlight: Highlight;
  readonly compound: boolean;
};
type StateFlowNode = Node<StateData, 'state'>;

function StateBox({ data }: NodeProps<StateFlowNode>) {
  const { node, highlight, compound } = data;
  if (node.kind === 'initial') return <span className={initialDot} aria-label="trạng thái bắt đầu" />;
  return (
    <div
      className={box({ compound, region: node.region, final: node.stateType === 'final', any: node.kind === 'any' })}
      data-highlight={highlight}
      data-testid={node.path !== null ? `chart-state-${node.path}` : undefined}
      data-state-path={node.path ?? undefined}
    >
      <span className={compound ? groupLabel : stateLabel}>
        {node.label}
        {node.stateType === 'parallel' ? ' ∥' : ''}
        {node.stateType === 'final' ? ' ◉' : ''}
      </span>
      {node.lines.map((line) => (
        <span key={line} className={subLine}>
          {line}
        </span>
      ))}
    </div>
  );
}

const nodeTypes = { state: StateBox };

interface DiagramProps {
  readonly layout: ChartLayout;
  readonly highlightOf: (path: string) => Highlight;
  readonly edgeHighlight: ReadonlySet<string>;
  readonly onSelect: (path: string) => void;
}

/** Narrower than this, the whole chart would be unreadably small: it opens readable and is panned. */
const NARROW_QUERY = '(max-width: 1023.98px)';
/** The whole chart, edge to edge (also what the "fit view" control shows). */
const WHOLE_CHART = { padding: 0.03 } as const;
/** On a narrow screen: fitted, but never below half size. */
const READABLE_CHART = { padding: 0.03, minZoom: 0.5 } as const;

/** The chart drawn with React Flow from the server's ELK layout: pan, zoom, click a state. */
export function StatechartDiagram({ layout, highlightOf, edgeHighlight, onSelect }: DiagramProps) {
  // Read once when the chart mounts (client only: React Flow fits the view after measuring).
  const [opening] = useState(() => (typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches ? READABLE_CHART : WHOLE_CHART));
  const nodes = useMemo<StateFlowNode[]>(() => {
    const byId = new Map(layout.nodes.map((node) => [node.id, node]));
    const parents = new Set(layout.nodes.map((node) => node.parent));
    return layout.nodes.map((node) => {
      const parent = node.parent ? byId.get(node.parent) : undefined;
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
        data: { node, compound: parents.has(node.id), highlight: node.path !== null ? highlightOf(node.path) : 'none' },
      };
    });
  }, [layout, highlightOf]);

  return (
    <div className={canvas} data-testid="statechart-canvas">
      <ReactFlow
        nodes={nodes}
        edges={[]}
        nodeTypes={nodeTypes}
        fitView
        fitViewOptions={opening}
        minZoom={0.15}
        maxZoom={2.5}
        nodesDraggable={false}
        nodesConnectable={false}
        onNodeClick={(_, node) => {
          if (node.data.node.path !== null) onSelect(node.data.node.path);
        }}
      >
        <ViewportPortal>
          <svg className={edgeLayer} width={layout.width} height={layout.height} aria-hidden="true">
            <defs>
              <marker id="studio-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
                <path d="M0 0 L10 5 L0 10 z" className={arrowHead} />
              </marker>
            </defs>
            {layout.edges.map((edge) => (
              <g key={edge.id} data-kind={edge.kind} data-highlight={edge.transition !== null && edgeHighlight.has(edge.transition)} className={edgeGroup}>
                <path d={edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x} ${point.y}`).join(' ')} markerEnd="url(#studio-arrow)" />
                {edge.label ? (
                  <>
                    <rect x={edge.label.x} y={edge.label.y} width={edge.label.width} height={edge.label.height} rx={3} />
                    {edge.label.lines.map((line, index) => (
                      <text key={line} x={edge.label ? edge.label.x + 5 : 0} y={(edge.label?.y ?? 0) + 13 + index * 15}>
                        {line}
                      </text>
                    ))}
                  </>
                ) : null}
              </g>
            ))}
          </svg>
        </ViewportPortal>
        <Controls showInteractive={false} fitViewOptions={WHOLE_CHART} />
      </ReactFlow>
    </div>
  );
}

const canvas = cx(card({ padding: 'none' }), css({ h: { base: '55vh', lg: '78vh' }, overflow: 'hidden' }));
const initialDot = css({ display: 'block', w: '14px', h: '14px', borderRadius: 'full', bg: 'ink.900' });
const box = cva({
  base: {
    w: '100%',
    h: '100%',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '0.5',
    borderRadius: 'md',
    borderWidth: '1.5px',
    borderColor: 'ink.800',
    bg: 'bg.surface',
    cursor: 'pointer',
    '&[data-highlight=selected]': { outline: '3px solid', outlineColor: 'ink.500' },
    '&[data-highlight=path]': { bg: 'gold.400/25', borderColor: 'gold.500' },
    '&[data-highlight=live]': { bg: 'leaf.500/20', borderColor: 'leaf.600', outline: '4px solid', outlineColor: 'leaf.500/40' },
  },
  variants: {
    compound: { true: { alignItems: 'flex-start', justifyContent: 'flex-start', p: '2.5', bg: 'ink.50', borderColor: 'ink.400', borderWidth: '1px' } },
    region: { true: { borderStyle: 'dashed', bg: 'bg.surface' } },
    final: { true: { borderWidth: '4px', borderStyle: 'double' } },
    any: { true: { bg: 'gold.400/25', borderStyle: 'dashed' } },
  },
});
const stateLabel = css({ fontSize: '13px', fontWeight: 'medium', color: 'fg.default', lineHeight: '1.2' });
const groupLabel = css({ fontSize: '13px', fontWeight: 'semibold', color: 'fg.default' });
const subLine = css({ fontSize: '11px', color: 'fg.muted' });
const arrowHead = css({ fill: 'ink.700' });
const edgeLayer = css({ position: 'absolute', left: '0', top: '0', overflow: 'visible', pointerEvents: 'none' });
const edgeGroup = css({
  '& path': { fill: 'none', stroke: 'ink.600', strokeWidth: '1.3' },
  '& rect': { fill: 'bg.surface', fillOpacity: '0.92' },
  '& text': { fontSize: '11px', fill: 'ink.800' },
  '&[data-kind=always] path': { strokeDasharray: '6 4' },
  '&[data-kind=after] path': { strokeDasharray: '2 3', stroke: 'gold.500' },
  '&[data-kind=done] path': { stroke: 'leaf.600' },
  '&[data-kind=error] path': { stroke: 'brand.600' },
  '&[data-highlight=true] path': { strokeWidth: '3.5' },
  '&[data-highlight=true] text': { fontWeight: 'bold' },
});
