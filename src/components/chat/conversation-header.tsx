'use client';
/**
 * The top of a conversation: the other member, the listing's card pinned (its photo, title, price,
 * and whether it is still on sale), the safety notice, and the member's tools — block / unblock and
 * report to the moderators.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { field } from 'styled-system/recipes/field';
import { CONVERSATION_REPORT_REASONS, type ConversationReportReason } from '~/lib/contract/chat-vocabulary';
import type { ConversationView } from '~/server/dto/chat';
import { useTRPC } from '~/trpc/react';
import { Dialog } from '../ui/dialog';
import { toastStore } from '../ui/toast-store';
import { changeConversation } from './conversation-cache';
import { MediaImage } from '~/components/ui/media-image';
import { SafePurchaseButton } from '../safe-purchase/safe-purchase-button';

export const SAFETY_NOTICE =
  'Để an toàn: không chuyển tiền đặt cọc hay thanh toán trước khi xem hàng, hẹn gặp ở nơi công cộng đông người, và không bao giờ gửi mã OTP hay mật khẩu cho ai. Rao vặt không yêu cầu bạn chuyển tiền qua tin nhắn.';

const REASON_LABEL: Record<ConversationReportReason, string> = {
  scam: 'Có dấu hiệu lừa đảo (đòi đặt cọc, chuyển khoản trước)',
  harassment: 'Quấy rối, lời lẽ xúc phạm',
  spam: 'Tin rác, quảng cáo',
  other: 'Lý do khác',
};

function ReportDialog({ conversationId, onClose }: { conversationId: number; onClose: () => void }) {
  const trpc = useTRPC();
  const [reason, setReason] = useState<ConversationReportReason>('scam');
  const [details, setDetails] = useState('');
  const report = useMutation(
    trpc.chat.report.mutationOptions({
      onSuccess: () => {
        toastStore.show('Đã gửi báo cáo. Ban kiểm duyệt sẽ xem xét cuộc trò chuyện này.', 'success');
        onClose();
      },
    }),
  );
  return (
    <Dialog
      title="Báo cáo cuộc trò chuyện"
      onClose={onClose}
      testId="chat-report-dialog"
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate({ conversationId, reason, details: details.trim() || undefined });
      }}
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost', size: 'md' })} onClick={onClose}>
            Huỷ
          </button>
          <button type="submit" className={button({ size: 'md' })} disabled={report.isPending}>
            Gửi báo cáo
          </button>
        </>
      }
    >
      <fieldset className={fieldset}>
        <legend className={fieldClasses.legend}>Lý do</legend>
        {CONVERSATION_REPORT_REASONS.map((value) => (
          <label key={value} className={radio}>
            <input type="radio" name="reason" value={value} checked={reason === value} onChange={() => setReason(value)} /> {REASON_LABEL[value]}
          </label>
        ))}
      </fieldset>
      <div className={fieldClasses.root}>
        <label className={fieldClasses.label} htmlFor="chat-report-details">
          Mô tả thêm (không bắt buộc)
        </label>
        <textarea id="chat-report-details" className={fieldClasses.control} rows={3} maxLength={1000} value={details} onChange={(event) => setDetails(event.target.value)} />
      </div>
      {report.error ? (
        <p role="alert" className={fieldClasses.error}>
          {report.error.message}
        </p>
      ) : null}
    </Dialog>
  );
}

/** "Chặn" sits one tap from the messages: it asks first, and says what blocking does. */
function BlockDialog({ name, pending, onConfirm, onClose }: { name: string; pending: boolean; onConfirm: () => void; onClose: () => void }) {
  return (
    <Dialog
      title={`Chặn ${name}?`}
      description="Hai bên sẽ không gửi được tin nhắn cho nhau trong cuộc trò chuyện này. Bạn có thể bỏ chặn bất cứ lúc nào."
      onClose={onClose}
      size="sm"
      testId="chat-block-dialog"
      footer={
        <>
          <button type="button" className={button({ variant: 'ghost', size: 'md' })} onClick={onClose}>
            Huỷ
          </button>
          <button type="button" className={button({ size: 'md' })} disabled={pending} onClick={onConfirm} data-testid="chat-block-confirm">
            Chặn
          </button>
        </>
      }
    />
  );
}

/**
 * On phones the listing's card and the safety notice fold behind one line (the listing's title and
 * price) so the messages get the screen; a conversation with no message yet opens with them shown,
 * so the notice is read before the first question. Wide screens always show both.
 */
export function ConversationHeader({ conversation, backHref, startExpanded }: { conversation: ConversationView; backHref: string; startExpanded: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [expanded, setExpanded] = useState(startExpanded);
  const foldId = useId();
  const block = useMutation(
    trpc.chat.block.mutationOptions({
      onSuccess: (blocked) => {
        setConfirmingBlock(false);
        changeConversation(queryClient, trpc.chat.conversation.queryKey({ id: conversation.id }), (old) => ({ ...old, blocked }));
        toastStore.show(blocked === 'by_me' ? `Đã chặn ${conversation.other.name}.` : `Đã bỏ chặn ${conversation.other.name}.`, 'success');
      },
      onError: (error) => toastStore.show(error.message, 'error'),
    }),
  );
  const { listing, other } = conversation;
  const blockedByMe = conversation.blocked === 'by_me';
  return (
    <header className={header}>
      <div className={topRow}>
        <Link href={backHref} className={back} aria-label="Về hộp tin nhắn">
          ‹
        </Link>
        <MediaImage src={other.avatarUrl} alt="" width={40} height={40} className={avatar} />
        <div className={who}>
          <Link href={`/profile/${other.id}`} className={name}>
            {other.name}
          </Link>
          <span className={roleText}>{conversation.role === 'buyer' ? 'Người bán' : 'Người mua'}</span>
        </div>
        <div className={tools}>
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            disabled={block.isPending}
            // Unblocking undoes nothing the member could regret: only blocking asks first.
            onClick={() => (blockedByMe ? block.mutate({ conversationId: conversation.id, blocked: false }) : setConfirmingBlock(true))}
            data-testid="chat-block"
          >
            {blockedByMe ? 'Bỏ chặn' : 'Chặn'}
          </button>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => setReporting(true)} data-testid="chat-report">
            Báo cáo
          </button>
        </div>
      </div>
      {conversation.role === 'buyer' && listing.safePurchase ? (
        <div className={safeRow} data-testid="chat-safe-purchase">
          <span className={safeText}>Người bán nhận Mua an toàn: tiền được giữ đến khi bạn nhận hàng.</span>
          <SafePurchaseButton listingId={listing.id} sellerId={other.id} compact />
        </div>
      ) : null}
      <button type="button" className={foldToggle} aria-expanded={expanded} aria-controls={foldId} onClick={() => setExpanded(!expanded)} data-testid="chat-fold">
        <span className={foldTitle}>{listing.title}</span>
        <span className={foldPrice}>{listing.priceText}</span>
        <span className={foldHint}>{expanded ? 'Thu gọn' : 'Xem tin, lưu ý'}</span>
      </button>
      <div id={foldId} className={fold} data-expanded={expanded}>
        <Link href={listing.href} className={pinned} data-testid="chat-listing">
          {listing.thumbUrl ? (
            <MediaImage src={listing.thumbUrl} alt="" width={56} height={56} className={thumb} />
          ) : (
            <span className={`${thumb} ${noThumb}`} aria-hidden="true" />
          )}
          <span className={listingText}>
            <span className={listingTitle}>{listing.title}</span>
            <span className={price}>{listing.priceText}</span>
            {listing.live ? null : <span className={ended}>Tin đã hết hạn hoặc không còn hiển thị</span>}
          </span>
        </Link>
        <p className={notice} role="note">
          {SAFETY_NOTICE}
        </p>
      </div>
      {confirmingBlock ? (
        <BlockDialog
          name={other.name}
          pending={block.isPending}
          onConfirm={() => block.mutate({ conversationId: conversation.id, blocked: true })}
          onClose={() => setConfirmingBlock(false)}
        />
      ) : null}
      {reporting ? <ReportDialog conversationId={conversation.id} onClose={() => setReporting(false)} /> : null}
    </header>
  );
}

const header = css({ display: 'flex', flexDirection: 'column', gap: { base: '2', lg: '3' }, borderBottomWidth: '1px', borderColor: 'border.default', pb: { base: '2', lg: '3' } });
const foldToggle = css({
  display: { base: 'flex', lg: 'none' },
  alignItems: 'baseline',
  gap: '2',
  w: '100%',
  minW: '0',
  px: '2',
  py: '1.5',
  borderRadius: 'md',
  bg: 'bg.canvas',
  fontSize: 'sm',
  textAlign: 'left',
  cursor: 'pointer',
});
const foldTitle = css({ flex: '1', minW: '0', truncate: true, fontWeight: 'semibold' });
const foldPrice = css({ flexShrink: 0, color: 'fg.price', fontWeight: 'bold' });
const foldHint = css({ flexShrink: 0, fontSize: 'xs', color: 'fg.accent' });
const fold = css({ display: 'flex', flexDirection: 'column', gap: '3', '&[data-expanded=false]': { display: { base: 'none', lg: 'flex' } } });
const topRow = css({ display: 'flex', alignItems: 'center', gap: '3' });
const back = css({ display: { base: 'flex', lg: 'none' }, fontSize: '2xl', lineHeight: '1', px: '1', color: 'fg.muted' });
const avatar = css({ w: '10', h: '10', borderRadius: 'full', objectFit: 'cover', flexShrink: 0 });
const who = css({ display: 'flex', flexDirection: 'column', minW: '0', flex: '1' });
const name = css({ fontWeight: 'bold', truncate: true, _hover: { color: 'fg.accent' } });
const safeRow = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', px: '3', py: '2', bg: 'bg.accentSubtle', borderRadius: 'md' });
const safeText = css({ fontSize: 'sm', color: 'fg.default', minW: '0' });
const roleText = css({ fontSize: 'xs', color: 'fg.muted' });
const tools = css({ display: 'flex', gap: '1', flexShrink: 0 });
const pinned = css({ display: 'flex', gap: '3', alignItems: 'center', p: '2', borderRadius: 'md', bg: 'bg.canvas', _hover: { bg: 'bg.muted' } });
const thumb = css({ w: '14', h: '14', borderRadius: 'md', objectFit: 'cover', flexShrink: 0 });
const noThumb = css({ bg: 'bg.muted', display: 'block' });
const listingText = css({ display: 'flex', flexDirection: 'column', minW: '0', gap: '0.5' });
const listingTitle = css({ fontSize: 'sm', fontWeight: 'semibold', lineClamp: 2 });
const price = css({ fontSize: 'sm', color: 'fg.price', fontWeight: 'bold' });
const ended = css({ fontSize: 'xs', color: 'fg.muted' });
const notice = css({ fontSize: 'xs', color: 'fg.warning', bg: 'bg.warningSubtle', px: '3', py: '2', borderRadius: 'md' });
const fieldClasses = field();
const fieldset = css({ display: 'flex', flexDirection: 'column', gap: '2', border: 'none', p: '0', m: '0' });
const radio = css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' });
