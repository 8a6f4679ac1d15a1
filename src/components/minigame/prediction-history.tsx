'use client';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { formatKickoff, OUTCOME_LABELS } from '~/lib/minigame';
import { useTRPC } from '~/trpc/react';

/** The signed-in member's own predictions and what each earned. */
export function PredictionHistory() {
  const trpc = useTRPC();
  const history = useQuery(trpc.minigame.history.queryOptions());
  return (
    <section className={section} aria-labelledby="lich-su-du-doan">
      <h2 id="lich-su-du-doan" className={heading}>
        Lịch sử dự đoán của bạn
      </h2>
      {history.isError ? <p role="alert">Không tải được lịch sử dự đoán.</p> : null}
      {history.data && history.data.length === 0 ? <p className={muted}>Bạn chưa dự đoán trận nào.</p> : null}
      {history.data && history.data.length > 0 ? (
        <div className={scroll}>
          <table className={table}>
            <thead>
              <tr>
                <th scope="col">Trận đấu</th>
                <th scope="col">Dự đoán</th>
                <th scope="col">Kết quả</th>
                <th scope="col">Điểm</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((match) => (
                <tr key={match.id}>
                  <td>
                    <strong>{`${match.homeTeam} – ${match.awayTeam}`}</strong>
                    <br />
                    <span className={muted}>{formatKickoff(match.kickoffAt)}</span>
                  </td>
                  <td>{match.mine ? `${match.mine.home} – ${match.mine.away}` : '—'}</td>
                  <td>{match.result ? `${match.result.home} – ${match.result.away}` : 'Chưa có'}</td>
                  <td>{match.mine?.outcome ? `${OUTCOME_LABELS[match.mine.outcome]}: +${match.mine.points ?? 0}` : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}

const section = card({ padding: 'sm', stack: 'md' });
const heading = css({ fontSize: 'lg', fontWeight: 'bold' });
const muted = css({ color: 'fg.muted', fontSize: 'xs' });
const scroll = css({ overflowX: 'auto' });
const table = css({
  w: '100%',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'left', color: 'fg.muted', fontWeight: 'semibold', pb: '1', borderBottomWidth: '1px', borderColor: 'border.default', whiteSpace: 'nowrap' },
  '& td': { py: '1.5', pr: '2', borderBottomWidth: '1px', borderColor: 'border.default', verticalAlign: 'top' },
});
