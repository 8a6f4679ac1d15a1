'use client';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { priceText } from '~/lib/money';
import { formatPoints } from '~/lib/points';
import { MEDIA_KINDS, MEDIA_LABELS, parseDecimal, POSTING_STEPS, postingCost, STEP_LABELS, validateStep, vehicleFactsOf, type PostingStep } from '~/lib/posting-rules';
import { isVehicleCategory, vehicleFactRows } from '~/lib/vehicle';
import { useTRPC } from '~/trpc/react';
import { DescriptionPreview } from './description-preview';
import { PostingActor, useValues, useWizardEnv } from './posting-context';
import { paysOnPosting } from '~/machines/listing-statuses';

const TIER_NAMES = { 1: 'Tin thường', 2: 'Tin VIP', 3: 'Tin siêu VIP' } as const;

export function StepReview() {
  const values = useValues();
  const errors = PostingActor.useSelector((snapshot) => snapshot.context.errors);
  const { options, status } = useWizardEnv();
  const trpc = useTRPC();
  const provinces = useQuery(trpc.browse.provinces.queryOptions());
  const wards = useQuery({ ...trpc.browse.wards.queryOptions({ province: values.provinceCode }), enabled: /^\d{2}$/.test(values.provinceCode) });
  const category = options.categories.find((candidate) => candidate.id === values.categoryId);
  const place = [values.street, wards.data?.find((ward) => ward.code === values.wardCode)?.name, provinces.data?.find((p) => p.code === values.provinceCode)?.name]
    .filter(Boolean)
    .join(', ');
  const unit = values.priceUnit === '2' ? 2 : values.priceUnit === '3' ? 3 : 1;
  const messages = Object.values(errors).filter(Boolean);
  const unfinished = useUnfinishedSteps();
  const actor = PostingActor.useActorRef();
  const paysNow = paysOnPosting(status);
  const categorySlug = PostingActor.useSelector((snapshot) => snapshot.context.categorySlug);
  const vehicleFacts = isVehicleCategory(categorySlug) ? vehicleFactRows(vehicleFactsOf(values), values.title) : [];

  return (
    <div className={layout}>
      {messages.length > 0 ? (
        <ul className={errorBox} role="alert" data-testid="review-errors">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {unfinished.length > 0 ? (
        <div className={errorBox} data-testid="review-unfinished">
          <p className={unfinishedTitle}>Còn thiếu thông tin trước khi đăng:</p>
          <ul className={unfinishedList}>
            {unfinished.map(({ step, messages: stepMessages, reachable }) => (
              <li key={step}>
                <strong>{STEP_LABELS[step]}:</strong> {stepMessages.join(' ')}{' '}
                {reachable ? (
                  <button type="button" className={fixLink} onClick={() => actor.send({ type: 'step.goto', step })}>
                    Sửa ở bước {STEP_LABELS[step]}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <dl className={facts}>
        <dt>Danh mục</dt>
        <dd>
          {category?.name ?? '—'} · {values.listingType === 2 ? 'Bất động sản' : 'Tin thông thường'} · {values.postingForm}
        </dd>
        <dt>Tiêu đề</dt>
        <dd data-testid="review-title">{values.title}</dd>
        <dt>Giá</dt>
        <dd>{values.transactionType === 3 ? 'Không hiển thị giá' : priceText({ price: parseDecimal(values.price), priceUnit: unit, transactionType: values.transactionType })}</dd>
        {values.listingType === 2 ? (
          <>
            <dt>Diện tích, phòng</dt>
            <dd>
              {values.area} m² · {values.bedrooms || '—'} phòng ngủ · {values.bathrooms || '—'} phòng vệ sinh
            </dd>
          </>
        ) : null}
        {vehicleFacts.length > 0 ? (
          <>
            <dt>Thông tin xe</dt>
            <dd data-testid="review-vehicle">{vehicleFacts.map(([label, value]) => `${label}: ${value}`).join(' · ')}</dd>
          </>
        ) : null}
        <dt>Tệp đính kèm</dt>
        <dd>{MEDIA_KINDS.map((kind) => `${MEDIA_LABELS[kind]}: ${values.media[kind].length}`).join(' · ')}</dd>
        <dt>Vị trí</dt>
        <dd>
          {place || '—'}
          {values.lat !== null ? ' (đã ghim bản đồ)' : ''}
        </dd>
        <dt>Liên hệ</dt>
        <dd>
          {values.contactName} · {values.contactPhone}
        </dd>
        <dt>Gói tin</dt>
        <dd data-testid="review-package">
          {TIER_NAMES[values.postType]}, {values.dayNumber} ngày ·{' '}
          {!paysNow ? 'đã thanh toán' : values.paymentBy === 'package' ? 'dùng gói dịch vụ' : `trừ ${formatPoints(postingCost(options.tiers, values.postType, values.dayNumber))}`}
        </dd>
      </dl>
      <div>
        <p className={label}>Mô tả</p>
        <DescriptionPreview className={description} html={values.description} />
      </div>
      <p className={muted}>Tin sẽ được kiểm duyệt trước khi hiển thị.</p>
    </div>
  );
}

/**
 * The steps whose rules the listing does not meet yet, with their messages (the machine's own rules,
 * src/lib/posting-rules.ts) and whether the machine lets the member go there now.
 */
function useUnfinishedSteps() {
  const key = PostingActor.useSelector((snapshot) => {
    const rules = { categorySlug: snapshot.context.categorySlug, paymentLocked: snapshot.context.paymentLocked };
    return JSON.stringify(
      POSTING_STEPS.filter((step) => step !== 'review').flatMap((step) => {
        const stepMessages = Object.values(validateStep(step, snapshot.context.values, rules)).filter((message): message is string => Boolean(message));
        return stepMessages.length > 0 ? [{ step, messages: stepMessages, reachable: snapshot.can({ type: 'step.goto', step }) }] : [];
      }),
    );
  });
  return useMemo(() => JSON.parse(key) as Array<{ step: PostingStep; messages: string[]; reachable: boolean }>, [key]);
}

const unfinishedTitle = css({ fontWeight: 'semibold', mb: '1' });
const unfinishedList = css({ display: 'flex', flexDirection: 'column', gap: '1', pl: '4', listStyle: 'disc' });
const fixLink = css({ color: 'fg.accent', fontWeight: 'semibold', textDecoration: 'underline', cursor: 'pointer' });

const layout = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '160px 1fr' },
  gap: '1 4',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', fontWeight: 'semibold', mt: { base: '2', md: '0' } },
  '& dd': { m: 0, overflowWrap: 'anywhere' },
});
const label = css({ color: 'fg.muted', fontWeight: 'semibold', fontSize: 'sm', mb: '1' });
const description = css({ fontSize: 'sm', bg: 'bg.canvas', p: '3', borderRadius: 'md', '& ul': { listStyleType: 'disc', pl: '6' }, '& ol': { listStyleType: 'decimal', pl: '6' } });
const errorBox = css({ color: 'red.600', fontSize: 'sm', borderWidth: '1px', borderColor: 'red.600', borderRadius: 'md', p: '3', pl: '7', listStyleType: 'disc' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
