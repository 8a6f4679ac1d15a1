'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { formatPoints } from '~/lib/points';
import { useTRPC } from '~/trpc/react';
import { Dialog } from '../ui/dialog';

type Kind = 'push' | 'upgrade';

/**
 * Push / upgrade confirmation: what it costs from the wallet, the balance, and where the listing
 * will rank in its category afterwards (a push puts it at the top of its tier group).
 */
export function PaidActionDialog({ kind, postId, title, onClose, onDone }: { kind: Kind; postId: number; title: string; onClose: () => void; onDone: (message: string) => void }) {
  const trpc = useTRPC();
  const quote = useQuery(trpc.postManage.quote.queryOptions({ postId }, { staleTime: 0 }));
  const [level, setLevel] = useState<2 | 3 | 4 | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onError = (failure: { message: string }) => setError(failure.message);
  const push = useMutation(trpc.postManage.act.mutationOptions({ onError }));
  const upgrade = useMutation(trpc.postManage.upgrade.mutationOptions({ onError }));

  const upgrades = quote.data?.upgrades ?? [];
  const chosen = upgrades.find((option) => option.level === level) ?? upgrades[0];
  const cost = kind === 'push' ? quote.data?.push.cost : chosen?.cost;
  const rankAfter = kind === 'push' ? quote.data?.push.rankAfter : chosen?.rankAfter;
  const short = quote.data !== undefined && cost !== undefined && quote.data.balance < cost;
  const pending = push.isPending || upgrade.isPending;

  const confirm = () => {
    setError(null);
    if (kind === 'push') {
      push.mutate({ postId, action: 'push' }, { onSuccess: () => onDone(`Đã đẩy tin, trừ ${formatPoints(cost ?? 0)}.`) });
    } else if (chosen) {
      upgrade.mutate({ postId, level: chosen.level }, { onSuccess: () => onDone(`Đã nâng tin lên ${chosen.label}, trừ ${formatPoints(chosen.cost)}.`) });
    }
  };

  return (
    <Dialog
      title={kind === 'push' ? 'Đẩy tin' : 'Nâng hạng tin'}
      onClose={onClose}
      testId="paid-action-dialog"
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost' })} onClick={onClose}>
            Huỷ
          </button>
          <button type="button" className={button()} disabled={!quote.data || short || pending || (kind === 'upgrade' && !chosen)} onClick={confirm}>
            {pending ? 'Đang xử lý…' : `Xác nhận, trừ ${formatPoints(cost ?? 0)}`}
          </button>
        </>
      }
    >
      <p className={subject}>{title}</p>
      {quote.isPending ? <p className={muted}>Đang tính phí…</p> : null}
      {quote.isError ? <p role="alert">{quote.error.message}</p> : null}
      {quote.data ? (
        <div className={body}>
          {kind === 'upgrade' ? (
            <fieldset className={levels}>
              <legend className={muted}>Hạng hiện tại: {quote.data.levelLabel}. Chọn hạng mới:</legend>
              {upgrades.map((option) => (
                <label key={option.level} className={levelOption}>
                  <input type="radio" name="level" checked={chosen?.level === option.level} onChange={() => setLevel(option.level)} />
                  <span>{option.label}</span>
                  <strong>{formatPoints(option.cost)}</strong>
                </label>
              ))}
            </fieldset>
          ) : null}
          <dl className={facts}>
            <div>
              <dt>Phí</dt>
              <dd data-testid="action-cost">{formatPoints(cost ?? 0)}</dd>
            </div>
            <div>
              <dt>Số điểm có thể dùng</dt>
              <dd>{formatPoints(quote.data.balance)}</dd>
            </div>
            <div>
              <dt>Vị trí trong chuyên mục {quote.data.categoryName}</dt>
              <dd data-testid="rank-after">
                Số {quote.data.rankNow} → <strong>số {rankAfter}</strong>
              </dd>
            </div>
          </dl>
          <p className={muted}>
            {kind === 'push'
              ? `Sau khi đẩy, tin lên đầu nhóm ${quote.data.levelLabel.toLowerCase()} trong chuyên mục (tin hạng cao hơn vẫn đứng trước).`
              : 'Tin hạng cao hơn luôn đứng trước; trong cùng hạng, tin đẩy gần nhất đứng trước.'}
          </p>
          {short ? <p role="alert" className={alert}>Số điểm trong ví không đủ, vui lòng nạp thêm điểm.</p> : null}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={alert}>
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}

const subject = css({ fontWeight: 'semibold', lineClamp: 2 });
const body = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const alert = css({ color: 'fg.accent', fontSize: 'sm' });
const levels = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0' });
const levelOption = css({ display: 'flex', gap: '2', alignItems: 'center', p: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', cursor: 'pointer', '& span': { flex: '1' } });
const facts = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1.5',
  bg: 'bg.canvas',
  borderRadius: 'md',
  p: '3',
  '& > div': { display: 'flex', justifyContent: 'space-between', gap: '3', fontSize: 'sm' },
  '& dt': { color: 'fg.muted' },
  '& dd': { fontWeight: 'semibold', textAlign: 'right' },
});
