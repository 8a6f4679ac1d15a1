'use client';
import Link from 'next/link';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { POSTING_STEPS, STEP_LABELS, type PostingStep } from '~/lib/posting-rules';
import { AutosaveStatus } from './autosave-status';
import { PostingActor, useWizardEnv } from './posting-context';
import { useEffect } from 'react';
import { onDemand } from '~/components/ui/on-demand';
import { StepCategory } from './step-category';
import { paysOnPosting } from '~/machines/listing-statuses';

const stepLoading = () => <p className={muted}>Đang tải bước này…</p>;

// The first step comes with the page; the others' code (the description editor, the upload queue,
// the review's HTML sanitiser) is asked for once the wizard has painted, so a phone's first load
// carries step 1 only and the next step is usually here before the member presses "Tiếp tục".
const LATER_STEPS = {
  details: onDemand(() => import('./step-details').then((module) => module.StepDetails), stepLoading),
  media: onDemand(() => import('./step-media').then((module) => module.StepMedia), stepLoading),
  location: onDemand(() => import('./step-location').then((module) => module.StepLocation), stepLoading),
  contact: onDemand(() => import('./step-contact').then((module) => module.StepContact), stepLoading),
  package: onDemand(() => import('./step-package').then((module) => module.StepPackage), stepLoading),
  review: onDemand(() => import('./step-review').then((module) => module.StepReview), stepLoading),
};
const STEP_VIEWS: Readonly<Record<PostingStep, React.ComponentType>> = { category: StepCategory, ...LATER_STEPS };

function usePreloadedLaterSteps() {
  useEffect(() => {
    const preload = () => Object.values(LATER_STEPS).forEach((step) => step.preload());
    // Safari has no requestIdleCallback: a timeout after the first paint does the same there.
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(preload, { timeout: 2_000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(preload, 200);
    return () => clearTimeout(timer);
  }, []);
}

export const SUBMITTED_MESSAGE = 'Tin của bạn đã được gửi và đang chờ duyệt.';

export function WizardBody({ submitted, rejectReason }: { submitted: boolean; rejectReason: string | null }) {
  const actor = PostingActor.useActorRef();
  const step = PostingActor.useSelector((snapshot) => snapshot.context.step);
  const phase = PostingActor.useSelector((snapshot) =>
    snapshot.matches('offeringDrafts') ? 'offeringDrafts' : snapshot.matches('savingDraft') ? 'savingDraft' : snapshot.matches('draftFailed') ? 'draftFailed' : snapshot.matches('submitting') ? 'submitting' : snapshot.matches('submitFailed') ? 'submitFailed' : snapshot.status === 'done' ? 'submitted' : 'editing',
  );
  const failure = PostingActor.useSelector((snapshot) => snapshot.context.failure);
  const postId = PostingActor.useSelector((snapshot) => snapshot.context.postId);
  const reachable = PostingActor.useSelector((snapshot) => POSTING_STEPS.map((candidate) => snapshot.can({ type: 'step.goto', step: candidate })).join(','));
  const canSave = PostingActor.useSelector((snapshot) => snapshot.can({ type: 'draft.save' }));
  const { status, notes } = useWizardEnv();
  usePreloadedLaterSteps();
  const View = STEP_VIEWS[step];
  const busy = phase === 'savingDraft' || phase === 'submitting';
  // Only a new listing or a draft is saved as a draft; a listing under review or live is sent with "Đăng tin".
  const draftable = paysOnPosting(status);

  if (submitted || phase === 'submitted') {
    return (
      <div className={done} data-testid="posting-submitted">
        <p className={doneTitle}>{SUBMITTED_MESSAGE}</p>
        <p className={muted}>Chúng tôi sẽ báo cho bạn khi tin được duyệt{postId !== null ? ` (mã tin #${postId})` : ''}.</p>
        <div className={row}>
          <Link href="/user/post-manage" className={button({ variant: 'outline' })}>
            Quản lý tin đăng
          </Link>
          {/* A full load: the wizard starts from an empty listing, not from this one's state. */}
          <button type="button" className={button()} onClick={() => window.location.assign('/user/post-news-v2')}>
            Đăng tin khác
          </button>
        </div>
      </div>
    );
  }

  const reach = reachable.split(',');
  const noteCount = Object.keys(notes).length;
  return (
    <div className={layout} data-testid="posting-wizard" data-step={step} data-phase={phase} data-post-id={postId ?? undefined}>
      <nav aria-label="Các bước đăng tin">
        <ol className={stepList}>
          {POSTING_STEPS.map((candidate, index) => (
            <li key={candidate}>
              <button
                type="button"
                className={stepButton}
                aria-current={candidate === step ? 'step' : undefined}
                disabled={busy || reach[index] !== 'true'}
                onClick={() => actor.send({ type: 'step.goto', step: candidate })}
              >
                <span className={stepNumber}>{index + 1}</span>
                <span className={stepLabel}>{STEP_LABELS[candidate]}</span>
              </button>
            </li>
          ))}
        </ol>
      </nav>

      {noteCount > 0 ? (
        <div className={noteBox} data-testid="send-back-notes">
          Tin bị trả lại để sửa: kiểm duyệt đã ghi chú ở {noteCount} mục (màu vàng dưới từng ô). Sửa xong, bấm &quot;Đăng tin&quot; để gửi duyệt lại.
        </div>
      ) : null}
      {rejectReason ? <div className={noteBox}>Lý do từ chối trước đó: {rejectReason}</div> : null}

      {phase === 'draftFailed' || phase === 'submitFailed' ? (
        <div className={failureBox} role="alert" data-testid={phase === 'draftFailed' ? 'posting-draft-failed' : 'posting-submit-failed'}>
          <p>
            <strong>{phase === 'draftFailed' ? 'Chưa lưu được tin nháp: ' : 'Chưa gửi được tin: '}</strong>
            {failure}
          </p>
          <div className={row}>
            <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => actor.send({ type: 'failure.dismiss' })}>
              Sửa lại
            </button>
            <button
              type="button"
              className={button({ size: 'sm' })}
              onClick={() => actor.send(phase === 'draftFailed' ? { type: 'draft.save' } : { type: 'post.submit' })}
            >
              Thử lại
            </button>
          </div>
        </div>
      ) : null}
      {phase === 'savingDraft' ? (
        <p className={muted} data-testid="posting-saving-draft" aria-live="polite">
          Đang lưu tin nháp…
        </p>
      ) : null}
      {phase === 'submitting' ? (
        <p className={muted} data-testid="posting-submitting" aria-live="polite">
          Đang gửi tin…
        </p>
      ) : null}

      <fieldset className={stepBox} disabled={busy || phase !== 'editing'} data-testid={`posting-step-${step}`}>
        <legend className={legend}>
          Bước {POSTING_STEPS.indexOf(step) + 1}/{POSTING_STEPS.length}: {STEP_LABELS[step]}
        </legend>
        <View />
      </fieldset>

      <div className={footer}>
        <button type="button" className={button({ variant: 'ghost' })} disabled={busy || step === 'category'} onClick={() => actor.send({ type: 'step.back' })}>
          Quay lại
        </button>
        <div className={footerEnd}>
          <AutosaveStatus />
          {draftable ? (
            <button type="button" className={button({ variant: 'outline' })} disabled={busy || !canSave} onClick={() => actor.send({ type: 'draft.save' })}>
              {phase === 'savingDraft' ? 'Đang lưu…' : 'Lưu nháp'}
            </button>
          ) : null}
          {step === 'review' ? (
            <button type="button" className={button()} disabled={busy} onClick={() => actor.send({ type: 'post.submit' })}>
              {phase === 'submitting' ? 'Đang gửi…' : 'Đăng tin'}
            </button>
          ) : (
            <button type="button" className={button()} disabled={busy} onClick={() => actor.send({ type: 'step.next' })}>
              Tiếp tục
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

const layout = css({ display: 'flex', flexDirection: 'column', gap: '4', minW: 0 });
const stepList = css({ display: 'flex', flexWrap: { base: 'nowrap', md: 'wrap' }, gap: '1', overflowX: 'auto', listStyle: 'none', p: '0', m: '0', pb: '1' });
const stepButton = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  px: '2.5',
  py: '1.5',
  borderRadius: 'full',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
  _disabled: { cursor: 'not-allowed', opacity: 0.55, _hover: { bg: 'transparent' } },
  '&[aria-current=step]': { bg: 'bg.accentSubtle', color: 'fg.accent', fontWeight: 'semibold' },
});
const stepNumber = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '6',
  h: '6',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'currentColor',
  fontSize: 'xs',
});
const stepLabel = css({ display: { base: 'none', md: 'inline' } });
const stepBox = css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: { base: '3', md: '5' }, minW: 0 });
const legend = css({ px: '2', fontWeight: 'bold' });
const footer = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3', flexWrap: 'wrap' });
const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });
const footerEnd = css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end' });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const failureBox = css({ borderWidth: '1px', borderColor: 'red.600', color: 'red.700', bg: 'bg.accentSubtle', borderRadius: 'md', p: '3', display: 'flex', flexDirection: 'column', gap: '2' });
const noteBox = css({ borderLeftWidth: '4px', borderColor: 'gold.500', bg: 'bg.canvas', p: '3', fontSize: 'sm' });
const done = css({ display: 'flex', flexDirection: 'column', gap: '3', py: '6', alignItems: 'flex-start' });
const doneTitle = cx(css({ fontSize: 'lg', fontWeight: 'bold', color: 'fg.success' }));
