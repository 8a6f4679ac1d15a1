'use client';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { card as cardRecipe } from 'styled-system/recipes/card';
import { useTRPC } from '~/trpc/react';

/** Top predictors by points won. */
export function Leaderboard() {
  const trpc = useTRPC();
  const rows = useQuery(trpc.minigame.leaderboard.queryOptions({ limit: 10 }));
  return (
    <section className={card} aria-labelledby="bang-xep-hang">
      <h2 id="bang-xep-hang" className={heading}>
        Bảng xếp hạng
      </h2>
      {rows.isError ? <p role="alert">Không tải được bảng xếp hạng.</p> : null}
      {rows.data && rows.data.length === 0 ? <p className={muted}>Chưa có ai ghi điểm. Hãy là người đầu tiên!</p> : null}
      {rows.data && rows.data.length > 0 ? (
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">Thành viên</th>
              <th scope="col">Đúng tỉ số</th>
              <th scope="col">Điểm</th>
            </tr>
          </thead>
          <tbody>
            {rows.data.map((row) => (
              <tr key={row.memberId} data-testid={`leaderboard-${row.memberId}`}>
                <td>{row.rank}</td>
                <td>{row.fullName}</td>
                <td>{row.exactCount}</td>
                <td className={points} data-testid="leaderboard-points">
                  {row.points}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

const card = cardRecipe({ padding: 'sm', stack: 'md' });
const heading = css({ fontSize: 'lg', fontWeight: 'bold' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const table = css({
  w: '100%',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'left', color: 'fg.muted', fontWeight: 'semibold', pb: '1', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& td': { py: '1.5', borderBottomWidth: '1px', borderColor: 'border.default' },
  '& th:nth-child(n+3), & td:nth-child(n+3)': { textAlign: 'right' },
});
const points = css({ fontWeight: 'bold', color: 'fg.accent' });
