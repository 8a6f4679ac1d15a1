'use client';
/**
 * The studio's live funnel panel (issue #36): for a range of days (the last 7 by default) the
 * machine's anonymous counts — handed up so the diagram's arrows show each transition's count and
 * its share of its state's exits — and the biggest drop-offs in words. Staff only: the backend
 * refuses the counts to anyone else, and the panel then says so.
 */
import { useEffect, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { card } from 'styled-system/recipes/card';
import { trpcClient, trpcErrorCode } from '~/trpc/client';
import type { RouterOutputs } from '~/server/routers/_app';

export type FunnelView = RouterOutputs['funnel']['counts'];

const DAY_MS = 86_400_000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

interface Props {
  readonly machineId: string;
  readonly titleOf: (path: string) => string;
  readonly onView: (view: FunnelView | null) => void;
}

export function StatechartFunnel({ machineId, titleOf, onView }: Props) {
  const [range, setRange] = useState(() => ({ from: dayOf(Date.now() - 6 * DAY_MS), to: dayOf(Date.now()) }));
  const [view, setView] = useState<FunnelView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    trpcClient()
      .funnel.counts.query({ machineId, ...range })
      .then((read) => {
        if (!current) return;
        setView(read);
        setProblem(null);
        onView(read);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setView(null);
        onView(null);
        const code = trpcErrorCode(error);
        setProblem(
          code === 'UNAUTHORIZED' || code === 'FORBIDDEN'
            ? 'Chỉ kiểm duyệt viên và quản lý sản phẩm xem được số liệu lượt đi qua.'
            : code === 'BAD_REQUEST'
              ? 'Khoảng ngày không hợp lệ (tối đa 92 ngày, ngày bắt đầu không sau ngày kết thúc).'
              : 'Chưa tải được số liệu, vui lòng thử lại sau.',
        );
      });
    return () => {
      current = false;
    };
  }, [machineId, range, onView]);

  const total = view ? Object.values(view.counts).reduce((sum, count) => sum + count, 0) : 0;
  return (
    <section className={panel} aria-label="Lượt đi qua" data-testid="studio-funnel">
      <h2 className={panelTitle}>Lượt đi qua thực tế</h2>
      <div className={rangeRow}>
        <label className={field}>
          Từ ngày
          <input type="date" className={dateInput} value={range.from} max={range.to} onChange={(event) => event.target.value && setRange((old) => ({ ...old, from: event.target.value }))} />
        </label>
        <label className={field}>
          Đến ngày
          <input type="date" className={dateInput} value={range.to} min={range.from} onChange={(event) => event.target.value && setRange((old) => ({ ...old, to: event.target.value }))} />
        </label>
      </div>
      {problem ? <p className={muted}>{problem}</p> : null}
      {view ? (
        <>
          <p className={muted}>
            {total.toLocaleString('vi-VN')} lượt chuyển trạng thái (ẩn danh). Trên sơ đồ, mỗi mũi tên ghi số lượt và tỉ lệ trong các lối ra của trạng thái.
          </p>
          <h3 className={subTitle}>Rời đi nhiều nhất</h3>
          {view.dropOffs.length ? (
            <ol className={list} data-testid="funnel-drop-offs">
              {view.dropOffs.map((drop) => (
                <li key={drop.path} title={`${titleOf(drop.path)}: ${drop.dropped}/${drop.entered} lượt vào không đi tiếp`}>
                  {drop.sentence} <span className={muted}>({drop.dropped.toLocaleString('vi-VN')}/{drop.entered.toLocaleString('vi-VN')})</span>
                </li>
              ))}
            </ol>
          ) : (
            <p className={muted}>Không có lượt rời đi trong khoảng ngày này.</p>
          )}
        </>
      ) : null}
    </section>
  );
}

/** An arrow's badge: its transitions' count and their share of the source state's exits. */
export function funnelBadge(keys: readonly string[], view: FunnelView | null): string | null {
  if (!view) return null;
  const known = keys.filter((key) => view.counts[key] !== undefined);
  if (known.length === 0) return null;
  const count = known.reduce((sum, key) => sum + (view.counts[key] ?? 0), 0);
  const shares = known.map((key) => view.exitShares[key]).filter((share): share is number => share !== undefined);
  const share = shares.reduce((sum, value) => sum + value, 0);
  return `${count.toLocaleString('vi-VN')} lượt${shares.length && count > 0 ? ` · ${Math.round(share * 100)} %` : ''}`;
}

const panel = cx(card({ padding: 'sm', stack: 'sm' }), css({ fontSize: 'sm', minW: '0' }));
const panelTitle = css({ fontSize: 'md', fontWeight: 'semibold' });
const subTitle = css({ fontSize: 'sm', fontWeight: 'semibold', mt: '1' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const rangeRow = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const field = css({ display: 'flex', flexDirection: 'column', gap: '0.5', fontSize: 'sm' });
const dateInput = css({ borderWidth: '1px', borderColor: 'border', borderRadius: 'sm', px: '2', py: '1', bg: 'bg.surface', fontSize: 'sm' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '1.5', listStyle: 'decimal', pl: '5' });
