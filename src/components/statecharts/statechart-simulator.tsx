'use client';
/**
 * The studio's simulator panel: the machine stepped by hand (src/machines/chart/simulator.ts runs
 * the real machine with the registry's silent actors). Buttons are the enabled events of the
 * current state with their cases; delayed transitions have their own "time passes" buttons.
 */
import { useEffect, useMemo, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { card } from 'styled-system/recipes/card';
import { machineRegistry, type RegistryEvent } from '~/machines';
import { startInputs } from '~/machines/chart/cases';
import { simulate } from '~/machines/chart/simulator';

interface Props {
  readonly machineId: string;
  readonly titleOf: (path: string) => string;
  /** The simulated state's active paths, for the diagram to mark. */
  readonly onActive: (active: readonly string[]) => void;
}

export function StatechartSimulator({ machineId, titleOf, onActive }: Props) {
  const entry = machineRegistry.find((candidate) => candidate.id === machineId);
  const [start, setStart] = useState(0);
  const [events, setEvents] = useState<readonly RegistryEvent[]>([]);
  const [labels, setLabels] = useState<readonly string[]>([]);
  const [cursor, setCursor] = useState(0);
  const frame = useMemo(() => (entry ? simulate(entry, events.slice(0, cursor), start) : null), [entry, events, cursor, start]);
  useEffect(() => onActive(frame?.active ?? []), [frame, onActive]);
  if (!entry || !frame) return null;
  const starts = startInputs(entry);
  const leaves = frame.active.filter((path) => !frame.active.some((other) => other.startsWith(`${path}.`)));

  const send = (event: RegistryEvent, label: string) => {
    setEvents([...events.slice(0, cursor), event]);
    setLabels([...labels.slice(0, cursor), label]);
    setCursor(cursor + 1);
  };
  const reset = (nextStart = start) => {
    setStart(nextStart);
    setEvents([]);
    setLabels([]);
    setCursor(0);
  };
  const now = frame.enabled.filter((candidate) => !candidate.delayed);
  const later = frame.enabled.filter((candidate) => candidate.delayed);

  return (
    <section className={panel} aria-label="Chạy thử" data-testid="studio-simulator">
      <h2 className={panelTitle}>Chạy thử từng bước</h2>
      {starts.length > 1 ? (
        <label className={field}>
          Bắt đầu từ
          <select className={select} value={start} onChange={(event) => reset(Number(event.target.value))} data-testid="simulator-start">
            {starts.map((candidate, index) => (
              <option key={candidate.label} value={index}>
                {candidate.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <p data-testid="simulator-state">
        Đang ở: <strong>{leaves.map(titleOf).join(' · ')}</strong>
        {frame.status === 'done' ? ' (đã kết thúc)' : ''}
      </p>
      <div className={row}>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={cursor === 0} onClick={() => setCursor(cursor - 1)}>
          ← Lùi
        </button>
        <button type="button" className={button({ variant: 'outline', size: 'sm' })} disabled={cursor === events.length} onClick={() => setCursor(cursor + 1)}>
          Tới →
        </button>
        <button type="button" className={button({ variant: 'ghost', size: 'sm' })} disabled={events.length === 0} onClick={() => reset()}>
          Làm lại
        </button>
      </div>
      <h3 className={subTitle}>Có thể làm</h3>
      {now.length ? (
        <div className={buttons} data-testid="simulator-events">
          {now.map((candidate) => (
            <button key={candidate.label} type="button" className={cx(button({ variant: 'outline', size: 'sm' }), wrapping)} onClick={() => send(candidate.event, candidate.label)}>
              {candidate.label}
            </button>
          ))}
        </div>
      ) : (
        <p className={muted}>Không còn sự kiện nào ở trạng thái này.</p>
      )}
      {later.length ? (
        <div className={buttons} data-testid="simulator-delays">
          {later.map((candidate) => (
            <button key={candidate.label} type="button" className={cx(button({ variant: 'ghost', size: 'sm' }), wrapping)} onClick={() => send(candidate.event, candidate.label)}>
              ⏱ Cho thời gian trôi: {candidate.label}
            </button>
          ))}
        </div>
      ) : null}
      {cursor > 0 ? (
        <ol className={history} aria-label="Các bước đã đi">
          {labels.slice(0, cursor).map((label, index) => (
            <li key={`${index}:${label}`}>{label}</li>
          ))}
        </ol>
      ) : null}
      <h3 className={subTitle}>Dữ liệu (context)</h3>
      <table className={table} data-testid="simulator-context">
        <tbody>
          {frame.context.map((contextRow) => (
            <tr key={contextRow.field}>
              <th scope="row">{contextRow.field}</th>
              <td>{contextRow.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const panel = cx(card({ padding: 'sm', stack: 'sm' }), css({ fontSize: 'sm', minW: '0' }));
const panelTitle = css({ fontSize: 'md', fontWeight: 'semibold' });
const subTitle = css({ fontSize: 'sm', fontWeight: 'semibold', mt: '1' });
const muted = css({ color: 'fg.muted' });
const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const buttons = css({ display: 'flex', gap: '1.5', flexWrap: 'wrap' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '1' });
/** Long case labels wrap inside the panel instead of widening the page on a phone. */
const wrapping = css({ whiteSpace: 'normal', h: 'auto', minH: '8', py: '1', textAlign: 'left', maxW: '100%' });
const select = css({ w: '100%', maxW: '100%', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'sm', px: '2', py: '1.5', bg: 'bg.surface' });
const history = css({ listStyle: 'decimal', pl: '5', color: 'fg.muted', maxH: '160px', overflowY: 'auto' });
const table = css({
  w: '100%',
  fontSize: 'xs',
  '& th': { textAlign: 'left', fontWeight: 'medium', fontFamily: 'mono', pr: '2', py: '0.5', verticalAlign: 'top', wordBreak: 'break-all', w: '45%' },
  '& td': { py: '0.5', wordBreak: 'break-word' },
  '& tr': { borderBottomWidth: '1px', borderColor: 'border.default' },
});
