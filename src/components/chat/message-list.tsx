'use client';
/**
 * The messages of a conversation, oldest first: the other member's on the left (with a gentle
 * warning when one carries a phone number, a bank account or an outside link), the member's own on
 * the right with their state — from the message machine for those sent from this page, from the
 * other member's read / delivered marks for older ones. Text is plain: React escapes it.
 */
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { button } from 'styled-system/recipes/button';
import { formatDateTime } from '~/lib/time';
import type { MessageView } from '~/server/dto/chat';
import { messageStage } from '~/machines/chatMessage';
import { useActorSnapshot, type MessageActor } from './outbox';
import { PhotoViewer } from './photo-viewer';
import { MediaImage } from '~/components/ui/media-image';

const WARNING_TEXT: Record<MessageView['warnings'][number], string> = {
  phone: 'số điện thoại',
  bank: 'số tài khoản',
  link: 'đường liên kết bên ngoài',
};

export function ContactWarning({ warnings }: { warnings: MessageView['warnings'] }) {
  if (warnings.length === 0) return null;
  return (
    <p className={warning} data-testid="chat-contact-warning">
      Tin nhắn có {warnings.map((kind) => WARNING_TEXT[kind]).join(', ')}. Hãy cẩn thận: không chuyển tiền đặt cọc trước khi gặp mặt và xem hàng.
    </p>
  );
}

function Photos({ photos }: { photos: MessageView['photos'] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <div className={photoGrid}>
      {photos.map((photo, index) => (
        <a
          key={photo.path}
          href={photo.fullUrl}
          className={photoLink}
          aria-label="Xem ảnh cỡ lớn"
          onClick={(event) => {
            event.preventDefault();
            setOpen(index);
          }}
        >
          <MediaImage src={photo.thumbUrl} alt="Ảnh trong tin nhắn" width={160} height={120} loading="lazy" className={photoImage} />
        </a>
      ))}
      {open !== null ? <PhotoViewer photos={photos} start={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

const STATE_LABEL: Record<string, string> = {
  'outbox.waiting': 'Đang chờ gửi…',
  'outbox.sending': 'Đang gửi…',
  sent: 'Đã gửi',
  delivered: 'Đã nhận',
  read: 'Đã xem',
};

/** A send that did not reach the server: the browser is offline, or the server did not answer. */
const unreachedLabel = (online: boolean) => (online ? 'Chưa gửi được, đang thử lại…' : 'Chờ có mạng để gửi…');

type Discard = (actor: MessageActor) => void;

/** The state line of a message sent from this page: what its machine says. */
function OutgoingState({ actor, discard }: { actor: MessageActor; discard: Discard }) {
  const snapshot = useActorSnapshot(actor);
  if (snapshot.matches('failed')) {
    return (
      <div className={failedRow} role="alert" data-testid="chat-message-failed">
        <span>{snapshot.context.error}</span>
        {snapshot.can({ type: 'message.retry' }) ? (
          <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => actor.send({ type: 'message.retry' })}>
            Gửi lại
          </button>
        ) : null}
        {snapshot.can({ type: 'message.discard' }) ? (
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => discard(actor)}>
            Xoá
          </button>
        ) : null}
      </div>
    );
  }
  const stage = messageStage(snapshot);
  const unreached = (stage === 'outbox.waiting' || stage === 'outbox.retrying') && snapshot.context.offline;
  const label = unreached ? unreachedLabel(snapshot.context.online) : (STATE_LABEL[stage] ?? '');
  return (
    <span className={stateText} data-testid="chat-message-state" data-state={stage.replace(/^outbox\./, '')}>
      {label}
    </span>
  );
}

function PendingBubble({ actor, discard }: { actor: MessageActor; discard: Discard }) {
  const { context } = useActorSnapshot(actor);
  return (
    <li className={cx(row, ownRow)} data-testid="chat-message" data-own="true">
      <div className={cx(bubble, ownBubble, pending)}>{context.body}</div>
      <OutgoingState actor={actor} discard={discard} />
    </li>
  );
}

export interface MessageListProps {
  readonly memberId: number;
  readonly messages: readonly MessageView[];
  readonly otherReadId: number;
  readonly otherDeliveredId: number;
  readonly queued: readonly MessageActor[];
  readonly discard: Discard;
}

export function MessageList({ memberId, messages, otherReadId, otherDeliveredId, queued, discard }: MessageListProps) {
  const actorOf = new Map(queued.map((actor) => [actor.getSnapshot().context.clientId, actor]));
  const stored = new Set(messages.map((message) => message.clientId));
  const lastOwnId = messages.findLast((message) => message.senderId === memberId)?.id;
  return (
    <ol className={list} aria-label="Tin nhắn" data-testid="chat-messages">
      {messages.map((message) => {
        const own = message.senderId === memberId;
        const actor = own ? actorOf.get(message.clientId) : undefined;
        const derived = message.id <= otherReadId ? 'Đã xem' : message.id <= otherDeliveredId ? 'Đã nhận' : 'Đã gửi';
        return (
          <li key={message.id} className={cx(row, own ? ownRow : otherRow)} data-testid="chat-message" data-own={own ? 'true' : 'false'}>
            <div className={cx(bubble, own ? ownBubble : otherBubble)}>
              {message.body ? <p className={text}>{message.body}</p> : null}
              <Photos photos={message.photos} />
            </div>
            {!own ? <ContactWarning warnings={message.warnings} /> : null}
            <span className={meta}>
              <time dateTime={message.createdAt.toISOString()}>{formatDateTime(message.createdAt)}</time>
              {own && message.id === lastOwnId ? (
                actor ? (
                  <OutgoingState actor={actor} discard={discard} />
                ) : (
                  <span className={stateText} data-testid="chat-message-state">
                    {derived}
                  </span>
                )
              ) : null}
            </span>
          </li>
        );
      })}
      {queued
        .filter((actor) => !stored.has(actor.getSnapshot().context.clientId))
        .map((actor) => (
          <PendingBubble key={actor.id} actor={actor} discard={discard} />
        ))}
    </ol>
  );
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' });
const row = css({ display: 'flex', flexDirection: 'column', maxW: '80%', gap: '1' });
const ownRow = css({ alignSelf: 'flex-end', alignItems: 'flex-end' });
const otherRow = css({ alignSelf: 'flex-start', alignItems: 'flex-start' });
const bubble = css({ px: '3', py: '2', borderRadius: 'xl', fontSize: 'sm', lineHeight: '1.5', overflowWrap: 'anywhere', display: 'flex', flexDirection: 'column', gap: '2' });
const ownBubble = css({ bg: 'bg.accent', color: 'fg.inverse', borderBottomRightRadius: 'sm' });
const otherBubble = css({ bg: 'bg.muted', color: 'fg.default', borderBottomLeftRadius: 'sm' });
const pending = css({ opacity: 0.75 });
const text = css({ whiteSpace: 'pre-wrap', m: '0' });
const meta = css({ display: 'flex', gap: '2', fontSize: 'xs', color: 'fg.subtle' });
const stateText = css({ fontSize: 'xs', color: 'fg.muted' });
const failedRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'xs', color: 'fg.accent' });
const warning = css({ fontSize: 'xs', bg: 'bg.warningSubtle', color: 'fg.warning', px: '3', py: '2', borderRadius: 'md', maxW: 'sm' });
const photoGrid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: '1', minW: '48' });
const photoLink = css({ display: 'block', borderRadius: 'md', overflow: 'hidden' });
const photoImage = css({ display: 'block', w: '100%', h: '24', objectFit: 'cover' });
