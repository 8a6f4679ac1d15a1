/**
 * Mermaid `stateDiagram-v2` from the chart model (statecharts.md §4.2): renders on the code host,
 * so docs/statecharts/<id>.md shows every flow in pull requests. `always`, delayed and invoke
 * done/error transitions are drawn like any other, labelled `event [guard] / actions`.
 */
import type { Chart, ChartState } from './model';
import { ROOT_PATH } from './model';

const ANY_STATE = 'any_state';

const mermaidId = (chart: Chart, path: string) => `${chart.id}_${path.replace(/[^A-Za-z0-9_]/g, '_')}`;
// Mermaid reads `;` as a statement end and `#` as an entity start in labels.
const safeLabel = (text: string) => text.replace(/[;#]/g, ' ');

export function toMermaid(chart: Chart): string {
  const byPath = new Map(chart.states.map((state) => [state.path, state]));
  const lines = ['stateDiagram-v2', '  direction LR'];
  const walk = (state: ChartState, depth: number) => {
    const isRoot = state.path === ROOT_PATH;
    const pad = '  '.repeat(depth);
    const inner = isRoot ? depth : depth + 1;
    const innerPad = '  '.repeat(inner);
    if (!isRoot) lines.push(`${pad}state "${state.key}" as ${mermaidId(chart, state.path)}${state.children.length ? ' {' : ''}`);
    if (state.initial) lines.push(`${innerPad}[*] --> ${mermaidId(chart, state.initial)}`);
    state.children.forEach((childPath, index) => {
      const child = byPath.get(childPath);
      if (!child) return;
      if (state.type === 'parallel' && index > 0) lines.push(`${innerPad}--`);
      walk(child, inner);
      if (child.type === 'final') lines.push(`${innerPad}${mermaidId(chart, child.path)} --> [*]`);
    });
    if (!isRoot && state.children.length) lines.push(`${pad}}`);
  };
  const root = byPath.get(ROOT_PATH);
  if (root) walk(root, 1);
  if (chart.transitions.some((transition) => transition.source === ROOT_PATH)) lines.push(`  state "(mọi trạng thái)" as ${ANY_STATE}`);
  for (const transition of chart.transitions) {
    const from = transition.source === ROOT_PATH ? ANY_STATE : mermaidId(chart, transition.source);
    const targets = transition.targets.length ? transition.targets : [transition.source];
    for (const target of targets) {
      const to = target === ROOT_PATH ? ANY_STATE : mermaidId(chart, target);
      lines.push(`  ${from} --> ${to}: ${safeLabel(transition.label)}`);
    }
  }
  return lines.join('\n');
}
