/**
 * A conversation's last messages as the moderators read them (a reported conversation, a "Mua an
 * toàn" complaint): who wrote each and when, the text as written (plain text), a photo-only message
 * as "[n ảnh]"; the lines of the member the case is about are marked.
 */
import { css } from 'styled-system/css';
import { formatDateTime } from '~/lib/time';

export interface RecentMessage {
  readonly key: string | number;
  readonly senderName: string;
  readonly body: string;
  readonly photoCount: number;
  readonly createdAt: Date;
  /** A line of the member the case is about (the reported member; the seller of a complaint). */
  readonly marked: boolean;
}

export function RecentMessages({ messages }: { messages: readonly RecentMessage[] }) {
  return (
    <ol className={list} aria-label="Tin nhắn gần nhất">
      {messages.map((message) => (
        <li key={message.key} className={message.marked ? markedLine : line}>
          <span className={who}>{message.senderName}</span>{' '}
          <time className={muted} dateTime={message.createdAt.toISOString()}>
            {formatDateTime(message.createdAt)}
          </time>
          <p className={text}>{message.body || `[${message.photoCount} ảnh]`}</p>
        </li>
      ))}
    </ol>
  );
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '1.5', listStyle: 'none', p: '2', m: '0', bg: 'bg.canvas', borderRadius: 'md' });
const line = css({ fontSize: 'sm' });
const markedLine = css({ fontSize: 'sm', bg: 'bg.warningSubtle', px: '2', py: '1', borderRadius: 'sm' });
const who = css({ fontWeight: 'semibold' });
const muted = css({ fontSize: 'xs', color: 'fg.muted' });
const text = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: '0' });
