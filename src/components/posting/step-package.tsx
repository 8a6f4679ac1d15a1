'use client';
import { css } from 'styled-system/css';
import { formatPoints } from '~/lib/points';
import { postingCost, type DayNumber, type TierCode } from '~/lib/posting-rules';
import { Field, inputStyle } from './field';
import { usePatch, useValues, useWizardEnv } from './posting-context';
import { choiceCard, stack } from './step-styles';
import { paysOnPosting } from '~/machines/listing-statuses';

const TIER_NAMES: Readonly<Record<TierCode, string>> = { 1: 'Tin thường', 2: 'Tin VIP', 3: 'Tin siêu VIP' };

export function StepPackage() {
  const values = useValues();
  const patch = usePatch();
  const { options, status } = useWizardEnv();
  // Tier and duration are bought once, when the listing is first sent; a sent listing keeps them.
  const locked = !paysOnPosting(status);
  const cost = postingCost(options.tiers, values.postType, values.dayNumber);
  const balance = options.wallet.point + options.wallet.pointBonus;
  const packages = options.packages.filter((pack) => pack.postType === values.postType);

  return (
    <div className={stack}>
      {locked ? <p className={muted}>Tin đã được thanh toán khi gửi lần đầu: gói tin và thời hạn giữ nguyên khi sửa.</p> : null}
      <Field field="postType" label="Gói tin">
        <div className={tierGrid} role="radiogroup" aria-label="Gói tin">
          {([1, 2, 3] as const).map((tier) => {
            const price = options.tiers.find((candidate) => candidate.postType === tier);
            return (
              <label key={tier} className={choiceCard} data-checked={values.postType === tier ? 'true' : undefined}>
                <input type="radio" name="tier" disabled={locked} checked={values.postType === tier} onChange={() => patch({ postType: tier, memberPackageId: null })} />
                <span>
                  {TIER_NAMES[tier]}
                  <small className={small}>{price ? `${price.name}: ${formatPoints(price.points)} / 14 ngày` : ''}</small>
                </span>
              </label>
            );
          })}
        </div>
      </Field>
      <Field field="dayNumber" label="Thời hạn">
        <div className={dayGrid} role="radiogroup" aria-label="Thời hạn">
          {([14, 28] as const satisfies readonly DayNumber[]).map((days) => (
            <label key={days} className={choiceCard} data-checked={values.dayNumber === days ? 'true' : undefined}>
              <input type="radio" name="days" disabled={locked} checked={values.dayNumber === days} onChange={() => patch({ dayNumber: days })} />
              {days} ngày
            </label>
          ))}
        </div>
      </Field>
      <Field field="memberPackageId" label="Thanh toán">
        <div className={stack}>
          <label className={choiceCard} data-checked={values.paymentBy === 'point' ? 'true' : undefined}>
            <input type="radio" name="payment" disabled={locked} checked={values.paymentBy === 'point'} onChange={() => patch({ paymentBy: 'point', memberPackageId: null })} />
            <span>
              Trừ điểm trong ví: <strong data-testid="posting-cost">{formatPoints(cost)}</strong>
              <small className={small}>
                Ví hiện có {formatPoints(balance)}
                {!locked && cost > balance ? ' — không đủ, vui lòng nạp thêm điểm.' : ''}
              </small>
            </span>
          </label>
          <label className={choiceCard} data-checked={values.paymentBy === 'package' ? 'true' : undefined}>
            <input
              type="radio"
              name="payment"
              disabled={locked || packages.length === 0}
              checked={values.paymentBy === 'package'}
              onChange={() => patch({ paymentBy: 'package', memberPackageId: packages[0]?.id ?? null })}
            />
            <span>
              Dùng gói dịch vụ đã mua
              <small className={small}>{packages.length === 0 ? `Bạn chưa có gói dịch vụ còn lượt cho ${TIER_NAMES[values.postType].toLowerCase()}.` : 'Không trừ điểm; thời hạn theo gói.'}</small>
            </span>
          </label>
          {values.paymentBy === 'package' && packages.length > 0 ? (
            <select
              aria-label="Gói dịch vụ"
              className={inputStyle}
              value={values.memberPackageId ?? ''}
              onChange={(event) => patch({ memberPackageId: event.target.value === '' ? null : Number(event.target.value) })}
            >
              <option value="">Chọn gói dịch vụ</option>
              {packages.map((pack) => (
                <option key={pack.id} value={pack.id}>
                  {pack.name} — còn {pack.remainingPosts} tin, {pack.dayNumber} ngày/tin
                </option>
              ))}
            </select>
          ) : null}
        </div>
      </Field>
    </div>
  );
}

const tierGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'repeat(3, 1fr)' }, gap: '2' });
const dayGrid = css({ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: '2', maxW: '360px' });
const small = css({ display: 'block', color: 'fg.muted', fontSize: 'xs', fontWeight: 'normal' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
