'use client';
/**
 * The statechart studio for one machine (issue #7): the diagram, the selected state's description
 * and the generated paths reaching it, every generated path as plain Vietnamese steps, transition
 * coverage, and live mode (running actors of this machine in other tabs, highlighted). Only this
 * route loads it, so React Flow stays off the shop's bundles.
 */
import { useCallback, useMemo, useState } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { card, pageHeader } from 'styled-system/recipes';
import type { StudioMachine } from '~/machines/chart/studio-data';
import { StatechartDiagram, type Highlight } from './statechart-diagram';
import { useLiveSnapshots } from './use-live-snapshots';

export function StatechartStudio({ machine }: { machine: StudioMachine }) {
  const [selectedState, setSelectedState] = useState<string | null>(null);
  const [selectedPath, setSelectedPath] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const [liveSession, setLiveSession] = useState<string | null>(null);
  const sessions = useLiveSnapshots(machine.id, live);
  const liveSnapshot = live ? (sessions.find((session) => session.sessionId === liveSession) ?? sessions[0] ?? null) : null;
  const path = machine.paths.find((candidate) => candidate.id === selectedPath) ?? null;

  const pathStates = useMemo(() => new Set(path?.steps.flatMap((step) => step.active) ?? []), [path]);
  const liveStates = useMemo(() => new Set(liveSnapshot?.active ?? []), [liveSnapshot]);
  const highlightOf = useCallback(
    (state: string): Highlight => (liveStates.has(state) ? 'live' : state === selectedState ? 'selected' : pathStates.has(state) ? 'path' : 'none'),
    [liveStates, pathStates, selectedState],
  );
  const edgeHighlight = useMemo(() => new Set(liveSnapshot?.transitions ?? path?.covers ?? []), [liveSnapshot, path]);
  const state = machine.states.find((candidate) => candidate.path === selectedState) ?? null;
  const reaching = state ? machine.paths.filter((candidate) => candidate.steps.some((step) => step.active.includes(state.path))) : [];

  return (
    <div className={layout}>
      <header className={intro}>
        <h1 className={header.title}>{machine.title}</h1>
        <p className={header.lead}>{machine.description}</p>
      </header>
      <section className={diagramColumn} aria-label="Sơ đồ">
        <StatechartDiagram layout={machine.layout} highlightOf={highlightOf} edgeHighlight={edgeHighlight} onSelect={setSelectedState} />
        <p className={legend}>
          Chấm đen: trạng thái bắt đầu · viền kép ◉: trạng thái kết thúc · khung nét đứt: vùng song song · nét gạch: always · nét chấm: after (hẹn giờ) · xanh: done · đỏ: error.
          Nhãn: sự kiện [điều kiện] / hành động. Bấm một trạng thái để xem mô tả.
        </p>
      </section>
      <aside className={side}>
        <section className={panel} aria-label="Trạng thái đã chọn" data-testid="studio-state">
          <h2 className={panelTitle}>{state ? `Trạng thái “${state.path}”` : 'Trạng thái'}</h2>
          {state ? (
            <>
              <p>{state.description || 'Chưa có mô tả.'}</p>
              {state.invokes.length ? <p className={muted}>Gọi: {state.invokes.join(', ')}</p> : null}
              <h3 className={subTitle}>Đường kiểm thử đi qua ({reaching.length})</h3>
              <ul className={list}>
                {reaching.map((candidate) => (
                  <li key={candidate.id}>
                    <button type="button" className={linkButton} onClick={() => setSelectedPath(candidate.id)}>
                      {candidate.id}
                    </button>
                    : {candidate.text}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className={muted}>Bấm một trạng thái trên sơ đồ.</p>
          )}
        </section>

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
                    <span data-testid="studio-live-value">{JSON.stringify(session.value)}</span> <span className={muted}>sau {session.event}</span>
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
                  <strong>{candidate.id}</strong> {candidate.text}
                </button>
              </li>
            ))}
          </ol>
        </section>

        <section className={panel} aria-label="Độ phủ chuyển tiếp">
          <h2 className={panelTitle}>
            Độ phủ chuyển tiếp: {machine.covered}/{machine.total}
          </h2>
          <ul className={list} data-testid="studio-coverage">
            {machine.transitions.map((transition) => (
              <li key={transition.key} className={coverageRow({ covered: transition.paths.length > 0 })}>
                <code className={code}>{transition.key}</code>
                <span className={muted}>{transition.paths.length ? transition.paths.join(', ') : 'chưa có đường nào'}</span>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}

const layout = css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 1fr) 380px' }, alignItems: 'start' });
const header = pageHeader({ size: 'md' });
const intro = cx(header.root, css({ gridColumn: '1 / -1' }));
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const diagramColumn = css({ display: 'flex', flexDirection: 'column', gap: '2', minW: '0' });
const legend = css({ fontSize: 'xs', color: 'fg.muted' });
const side = css({ display: 'flex', flexDirection: 'column', gap: '3', minW: '0' });
const panel = cx(card({ padding: 'sm', stack: 'sm' }), css({ fontSize: 'sm' }));
const panelTitle = css({ fontSize: 'md', fontWeight: 'semibold' });
const subTitle = css({ fontSize: 'sm', fontWeight: 'semibold', mt: '1' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '1.5', maxH: '320px', overflowY: 'auto' });
const toggle = css({ display: 'flex', gap: '2', alignItems: 'center', cursor: 'pointer' });
const linkButton = css({ color: 'fg.accent', fontWeight: 'medium', cursor: 'pointer', _hover: { textDecoration: 'underline' }, '&[data-active=true]': { textDecoration: 'underline' } });
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
const code = css({ fontFamily: 'mono', fontSize: 'xs', wordBreak: 'break-word' });
