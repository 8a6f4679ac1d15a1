'use client';
/**
 * The statechart studio for one machine (issues #7, #36): the diagram opened legible (Vietnamese
 * titles and event labels, compound states closed until clicked, focus centred, a minimap), the
 * selected state or transition with its own URL (`?state=editing.media`, `?transition=<key>`),
 * the simulator, every generated path in words, transition coverage, and live mode. Only this
 * route loads it, so React Flow stays off the shop's bundles.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { pageHeader } from 'styled-system/recipes/page-header';
import type { Storyboard } from '~/machines/chart/storyboard';
import type { StudioMachine } from '~/machines/chart/studio-data';
import type { StudioNode } from '~/machines/chart/studio-layout';
import { StatechartDiagram, useLayoutDirection, type Highlight } from './statechart-diagram';
import { funnelBadge, StatechartFunnel, type FunnelView } from './statechart-funnel';
import { StatechartSimulator } from './statechart-simulator';
import { StoryboardStrip } from './statechart-storyboard';
import { useLiveSnapshots } from './use-live-snapshots';

/** The compound state a URL's state opens: itself when compound, else its parent ('' at the top). */
function defaultOpen(machine: StudioMachine, path: string | null): string {
  const state = machine.states.find((candidate) => candidate.path === path);
  if (!state) return '';
  return state.compound ? state.path : state.parent;
}

export function StatechartStudio({ machine, storyboards }: { machine: StudioMachine; storyboards: Readonly<Record<string, Storyboard>> }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const direction = useLayoutDirection();
  const selectedState = params.get('state');
  const selectedTransition = params.get('transition');
  const transition = machine.transitions.find((candidate) => candidate.key === selectedTransition) ?? null;
  const requestedOpen = params.get('open');
  const open = requestedOpen ?? defaultOpen(machine, selectedState ?? transition?.source ?? null);
  const layout = machine.views.find((view) => view.open === open && view.direction === direction) ?? machine.views.find((view) => view.open === '' && view.direction === direction) ?? machine.views[0];

  const navigate = useCallback(
    (next: { state?: string; transition?: string; open?: string }) => {
      const query = new URLSearchParams();
      if (next.state) query.set('state', next.state);
      if (next.transition) query.set('transition', next.transition);
      if (next.open !== undefined) query.set('open', next.open);
      const search = query.toString();
      window.history.pushState(null, '', search ? `${pathname}?${search}` : pathname);
    },
    [pathname],
  );

  const [selectedPath, setSelectedPath] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const [simulated, setSimulated] = useState<readonly string[]>([]);
  const [liveSession, setLiveSession] = useState<string | null>(null);
  const sessions = useLiveSnapshots(machine.id, live);
  const liveSnapshot = live ? (sessions.find((session) => session.sessionId === liveSession) ?? sessions[0] ?? null) : null;
  const path = machine.paths.find((candidate) => candidate.id === selectedPath) ?? null;
  const titleOf = useCallback((statePath: string) => machine.states.find((candidate) => candidate.path === statePath)?.title ?? statePath, [machine.states]);
  const [funnel, setFunnel] = useState<FunnelView | null>(null);
  const textOf = useCallback((key: string) => machine.transitions.find((candidate) => candidate.key === key)?.text ?? key, [machine.transitions]);
  const badgeOf = useCallback((keys: readonly string[]) => funnelBadge(keys, funnel), [funnel]);

  const pathStates = useMemo(() => new Set(path?.steps.flatMap((step) => step.active) ?? []), [path]);
  const liveStates = useMemo(() => new Set(liveSnapshot?.active ?? []), [liveSnapshot]);
  const simulatedStates = useMemo(() => new Set(simulated), [simulated]);
  const highlightOf = useCallback(
    (statePath: string): Highlight =>
      liveStates.has(statePath) ? 'live' : statePath === selectedState ? 'selected' : pathStates.has(statePath) ? 'path' : simulatedStates.has(statePath) ? 'simulated' : 'none',
    [liveStates, pathStates, selectedState, simulatedStates],
  );
  const edgeHighlight = useMemo(() => new Set(liveSnapshot?.transitions ?? path?.covers ?? (transition ? [transition.key] : [])), [liveSnapshot, path, transition]);
  const state = machine.states.find((candidate) => candidate.path === selectedState) ?? null;
  const reaching = state ? machine.paths.filter((candidate) => candidate.steps.some((step) => step.active.includes(state.path))) : [];
  const taking = transition ? machine.paths.filter((candidate) => candidate.covers.includes(transition.key)) : [];

  const selectState = useCallback(
    (statePath: string, node: StudioNode) => {
      // A click on an open compound's box closes it; on a closed one opens it.
      if (node.open) navigate({ state: statePath, open: machine.states.find((candidate) => candidate.path === statePath)?.parent ?? '' });
      else navigate({ state: statePath });
    },
    [machine.states, navigate],
  );

  return (
    <div className={layoutGrid}>
      <header className={intro}>
        <h1 className={header.title}>{machine.title}</h1>
        <p className={header.lead}>{machine.description}</p>
      </header>
      <section className={diagramColumn} aria-label="Sơ đồ">
        {layout ? (
          <StatechartDiagram
            layout={layout}
            states={machine.states}
            highlightOf={highlightOf}
            edgeHighlight={edgeHighlight}
            focusState={selectedState}
            focusTransition={transition?.key ?? null}
            onSelectState={selectState}
            onSelectTransition={(key) => navigate({ transition: key })}
            transitionText={textOf}
            funnelBadge={badgeOf}
          />
        ) : null}
        <p className={legend}>
          ▸ trạng thái có bước bên trong (bấm để mở, bấm lại để thu gọn) · chấm đen: bắt đầu · viền kép ◉: kết thúc · nét gạch: tự động · nét chấm: hẹn giờ · xanh: máy chủ trả lời · đỏ: lỗi.
          Viền xanh nét đứt: trạng thái đang chạy thử. Bấm một trạng thái hoặc một nhãn mũi tên để xem chi tiết; địa chỉ trang mở lại đúng chỗ đó.
        </p>
      </section>
      <aside className={side}>
        <section className={panel} aria-label="Đã chọn" data-testid="studio-state">
          {state ? (
            <>
              <h2 className={panelTitle}>
                {state.title} <code className={code}>{state.path}</code>
              </h2>
              <p>{state.description || 'Chưa có mô tả.'}</p>
              {state.invokes.length ? <p className={muted}>Gọi máy chủ: {state.invokes.join(', ')}</p> : null}
              <PathList paths={reaching} onSelect={setSelectedPath} />
            </>
          ) : transition ? (
            <>
              <h2 className={panelTitle}>{transition.text}</h2>
              <p>
                {titleOf(transition.source) || 'Mọi trạng thái'} → {transition.targets.length ? transition.targets.map(titleOf).join(', ') : 'giữ nguyên trạng thái'}
              </p>
              <p>
                <code className={code}>{transition.key}</code>
              </p>
              {taking[0] ? <StoryboardStrip machineId={machine.id} pathId={taking[0].id} board={storyboards[taking[0].id]} /> : null}
              <PathList paths={taking} onSelect={setSelectedPath} />
            </>
          ) : (
            <>
              <h2 className={panelTitle}>Trạng thái</h2>
              <p className={muted}>Bấm một trạng thái hoặc một nhãn mũi tên trên sơ đồ.</p>
            </>
          )}
        </section>

        <StatechartFunnel machineId={machine.id} titleOf={titleOf} onView={setFunnel} />

        <StatechartSimulator machineId={machine.id} titleOf={titleOf} onActive={setSimulated} />

        <section className={panel} aria-label="Trực tiếp">
          <h2 className={panelTitle}>Trực tiếp</h2>
          <label className={toggle}>
            <input type="checkbox" checked={live} onChange={(event) => setLive(event.target.checked)} data-testid="studio-live" />
            Hiện trạng thái của các tab đang mở ứng dụng
          </label>
          {live ? (
            sessions.length ? (
              <ul className={list} data-testid="studio-live-sessions">
                {sessions.map((session) => (
                  <li key={session.sessionId}>
                    <button type="button" className={linkButton} data-active={session.sessionId === liveSnapshot?.sessionId} onClick={() => setLiveSession(session.sessionId)}>
                      {session.page}
                    </button>{' '}
                    <span data-testid="studio-live-value">{leaves(session.active).map(titleOf).join(' · ')}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={muted}>Chưa có tab nào chạy máy này. Mở ứng dụng ở tab khác.</p>
            )
          ) : null}
        </section>

        <section className={panel} aria-label="Đường kiểm thử">
          <h2 className={panelTitle}>Đường kiểm thử sinh tự động ({machine.paths.length})</h2>
          <ol className={list} data-testid="studio-paths">
            {machine.paths.map((candidate) => (
              <li key={candidate.id}>
                <button type="button" className={pathButton} data-selected={candidate.id === selectedPath} onClick={() => setSelectedPath(candidate.id === selectedPath ? null : candidate.id)}>
                  <strong>{candidate.id}</strong>{' '}
                  {candidate.steps.map((step, index) => (
                    <span key={index} data-testid="studio-path-step">
                      {index ? ' → ' : ''}
                      {step.label}
                    </span>
                  ))}
                </button>
              </li>
            ))}
          </ol>
          {path ? <StoryboardStrip machineId={machine.id} pathId={path.id} board={storyboards[path.id]} /> : null}
        </section>

        <section className={panel} aria-label="Độ phủ chuyển tiếp">
          <h2 className={panelTitle}>
            Độ phủ chuyển tiếp: {machine.covered}/{machine.total}
          </h2>
          <ul className={list} data-testid="studio-coverage">
            {machine.transitions.map((candidate) => (
              <li key={candidate.key} className={coverageRow({ covered: candidate.paths.length > 0 })}>
                <button type="button" className={linkButton} onClick={() => navigate({ transition: candidate.key })}>
                  {titleOf(candidate.source) || 'Mọi trạng thái'} → {candidate.targets.length ? candidate.targets.map(titleOf).join(', ') : 'giữ nguyên'}: {candidate.text}
                </button>
                <code className={code}>{candidate.key}</code>
                <span className={muted}>{candidate.paths.length ? candidate.paths.join(', ') : 'chưa có đường nào'}</span>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}

/** The deepest active states (a compound's path is implied by its child's). */
function leaves(active: readonly string[]): string[] {
  return active.filter((path) => !active.some((other) => other.startsWith(`${path}.`)));
}

const layoutGrid = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'minmax(0, 1fr) 400px' }, alignItems: 'start' });
const header = pageHeader({ size: 'md' });
const intro = cx(header.root, css({ gridColumn: '1 / -1' }));
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const diagramColumn = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' });
const legend = css({ fontSize: 'xs', color: 'fg.muted' });
const side = css({ display: 'grid', gap: '3', minW: '0', gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'minmax(0, 1fr)' }, alignItems: 'start' });
const panel = cx(card({ padding: 'sm', stack: 'sm' }), css({ fontSize: 'sm', minW: '0' }));
const panelTitle = css({ fontSize: 'md', fontWeight: 'semibold' });
const subTitle = css({ fontSize: 'sm', fontWeight: 'semibold', mt: '1' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '1.5', maxH: '320px', overflowY: 'auto' });
const toggle = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' });
const linkButton = css({ color: 'fg.accent', fontWeight: 'medium', cursor: 'pointer', textAlign: 'left', _hover: { textDecoration: 'underline' }, '&[data-active=true]': { textDecoration: 'underline' } });
const pathButton = css({
  textAlign: 'left',
  w: '100%',
  px: '2',
  py: '1.5',
  borderRadius: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  '&[data-selected=true]': { bg: 'gold.400/25' },
});
const coverageRow = cva({
  base: { display: 'flex', flexDirection: 'column', gap: '0.5', pl: '2', borderLeftWidth: '3px' },
  variants: { covered: { true: { borderColor: 'leaf.500' }, false: { borderColor: 'brand.600' } } },
});
const code = css({ fontFamily: 'mono', fontSize: 'xs', fontWeight: 'normal', color: 'fg.muted', wordBreak: 'break-word' });

/** The generated paths through the selected state or transition, each opening its steps. */
function PathList({ paths, onSelect }: { paths: readonly { readonly id: string; readonly text: string }[]; onSelect: (id: string) => void }) {
  return (
    <>
      <h3 className={subTitle}>Đường kiểm thử đi qua ({paths.length})</h3>
      <ul className={list}>
        {paths.map((candidate) => (
          <li key={candidate.id}>
            <button type="button" className={linkButton} onClick={() => onSelect(candidate.id)}>
              {candidate.id}
            </button>
            : {candidate.text}
          </li>
        ))}
      </ul>
    </>
  );
}
