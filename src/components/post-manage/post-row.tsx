'use client';
import Link from 'next/link';
import { css, cva } from 'styled-system/css';
import { badge } from 'styled-system/recipes/badge';
import { button } from 'styled-system/recipes/button';
import { TIER_LEVEL_LABELS, tierLevel } from '~/lib/listing-prices';
import { formatDate } from '~/lib/time';
import { allowedOwnerActions, resolveListing, stateOfStored, type OwnerAction } from '~/machines/listingLifecycle';
import type { UserPostRow } from '~/server/dto/user-post';
import { ACTION_LABELS, shownState, statusLabel, wizardEditHref } from './labels';
import { MediaImage } from '~/components/ui/media-image';
import { OfferToggle } from '../safe-purchase/offer-toggle';

/** Actions that open the posting wizard instead of changing the status here. */
const WIZARD_ACTIONS: ReadonlySet<OwnerAction> = new Set(['listing.edit', 'listing.resubmit']);

/**
 * One of the member's listings: what it is, its status and why (reject reason, "Bạn đã xoá tin",
 * send-back notes field by field), and exactly the actions the lifecycle machine allows now.
 */
export function PostRow({ post, now, busy, onAction }: { post: UserPostRow; now: number; busy: boolean; onAction: (action: OwnerAction, post: UserPostRow) => void }) {
  const actions = allowedOwnerActions(resolveListing(post.stored), now);
  const state = stateOfStored(post.stored);
  const deletedByOwner = post.lastChange?.event === 'listing.delete';
  const live = state === 'posted' || state === 'verified';
  return (
    <li className={row} data-testid={`post-row-${post.id}`}>
      <div className={media}>
        {post.thumbUrl ? (
          <MediaImage src={post.thumbUrl} alt="" width={120} height={90} className={thumb} loading="lazy" />
        ) : (
          <div className={thumb} />
        )}
      </div>
      <div className={main}>
        <div className={badges}>
          <span className={status({ tone: live ? 'live' : state === 'reject' || state === 'sendBack' ? 'warn' : 'neutral' })} data-testid="post-status" data-state={shownState(post.stored, now)}>
            {statusLabel(post.stored, now)}
          </span>
          <span className={badge({ tone: post.stored.tier > 1 ? 'vip' : 'neutral' })}>{TIER_LEVEL_LABELS[tierLevel(post.stored)]}</span>
          {post.verified ? <span className={badge({ tone: 'verified' })}>Đã xác thực</span> : null}
        </div>
        {live ? (
          <Link href={post.href} className={titleLink}>
            {post.title}
          </Link>
        ) : (
          <p className={titleText}>{post.title}</p>
        )}
        <p className={muted}>
          {post.categoryName} · {post.priceText} · {post.locationStage}
        </p>
        <p className={muted}>
          Tạo ngày {formatDate(post.createdAt)}
          {post.endsAt ? ` · hiển thị đến hết ngày ${formatDate(post.endsAt)}` : ''}
          {live ? ` · ${post.viewCount} lượt xem` : ''}
        </p>
        {live ? <OfferToggle listingId={post.id} offered={post.safePurchase} /> : null}
        {state === 'reject' ? (
          <p className={reason} data-testid="post-reason">
            {deletedByOwner ? (post.lastChange?.reason ?? 'Bạn đã xoá tin') : `Lý do từ chối: ${post.rejectReason ?? post.lastChange?.reason ?? 'không có'}`}
          </p>
        ) : null}
        {state === 'sendBack' && post.sendBackNotes.length > 0 ? (
          <div className={notesBox} data-testid="send-back-notes">
            <p className={notesTitle}>Kiểm duyệt viên đề nghị sửa:</p>
            <dl className={notes}>
              {post.sendBackNotes.map((note) => (
                <div key={note.field}>
                  <dt>{note.label}</dt>
                  <dd>{note.note}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
        {actions.length > 0 ? (
          <div className={actionBar} aria-label="Thao tác với tin">
            {actions.map((action) =>
              WIZARD_ACTIONS.has(action) ? (
                <Link key={action} href={wizardEditHref(post.id)} className={button({ variant: 'outline', size: 'sm' })}>
                  {ACTION_LABELS[action]}
                </Link>
              ) : (
                <button
                  key={action}
                  type="button"
                  className={button({ variant: action === 'listing.push' || action === 'listing.submit' || action === 'listing.repost' ? 'solid' : 'outline', size: 'sm' })}
                  disabled={busy}
                  onClick={() => onAction(action, post)}
                >
                  {ACTION_LABELS[action]}
                </button>
              ),
            )}
            {state === 'draft' ? (
              <Link href={wizardEditHref(post.id)} className={button({ variant: 'ghost', size: 'sm' })}>
                Tiếp tục soạn
              </Link>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}

// Phones: the photo beside the first four lines (badges, title, category, dates), and what follows —
// the Mua an toàn toggle, a reason, the buttons — across the whole card. Beside the photo they had a
// column of 210 px at 390 px, three rows of buttons and an empty strip under the photo.
const row = css({
  display: { base: 'grid', md: 'flex' },
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: '3',
  rowGap: '1',
  alignItems: 'start',
  gap: { md: '3' },
  p: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  bg: 'bg.surface',
});
const media = css({ flexShrink: 0, gridRow: 'span 4' });
const thumb = css({ w: { base: '20', md: '28' }, h: { base: '16', md: '20' }, objectFit: 'cover', borderRadius: 'sm', bg: 'bg.muted' });
const main = css({ display: { base: 'contents', md: 'flex' }, flexDirection: 'column', gap: '1', minW: '0', flex: '1', '& > :nth-child(-n+4)': { gridColumn: '2' }, '& > :nth-child(n+5)': { gridColumn: '1 / -1' } });
const badges = css({ display: 'flex', gap: '1.5', flexWrap: 'wrap', alignItems: 'center' });
const status = cva({
  base: { fontSize: 'xs', fontWeight: 'bold', px: '2', py: '0.5', borderRadius: 'sm' },
  variants: { tone: { live: { bg: 'leaf.500', color: 'fg.inverse' }, warn: { bg: 'bg.accentSubtle', color: 'fg.accent' }, neutral: { bg: 'bg.muted', color: 'fg.default' } } },
});
const titleLink = css({ fontWeight: 'semibold', color: 'fg.default', _hover: { color: 'fg.accent' }, lineClamp: 2 });
const titleText = css({ fontWeight: 'semibold', lineClamp: 2 });
const muted = css({ color: 'fg.muted', fontSize: 'sm' });
const reason = css({ fontSize: 'sm', color: 'fg.accent' });
const notesBox = css({ bg: 'bg.accentSubtle', borderRadius: 'md', p: '2.5', fontSize: 'sm' });
const notesTitle = css({ fontWeight: 'semibold', mb: '1' });
const notes = css({ display: 'flex', flexDirection: 'column', gap: '1', '& dt': { fontWeight: 'semibold', display: 'inline' }, '& dt::after': { content: '": "' }, '& dd': { display: 'inline' } });
const actionBar = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '1.5' });
