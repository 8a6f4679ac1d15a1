'use client';
/**
 * The switch for this device's chat notices (chat-mute.ts), on the inbox page: where a member who
 * finds the toasts too much would look, next to the messages themselves.
 */
import { css } from 'styled-system/css';
import { setChatNoticesMuted, useChatNoticesMuted } from './chat-mute';

export function ChatMuteToggle() {
  const muted = useChatNoticesMuted();
  return (
    <label className={row}>
      <input type="checkbox" className={box} checked={!muted} onChange={(event) => setChatNoticesMuted(!event.target.checked)} data-testid="chat-notices-toggle" />
      <span>
        Báo tin nhắn mới khi đang xem trang khác
        <span className={hint}> (trên thiết bị này)</span>
      </span>
    </label>
  );
}

const row = css({ display: 'flex', alignItems: 'center', gap: '2', fontSize: 'sm', color: 'fg.default', cursor: 'pointer', alignSelf: 'flex-start' });
const box = css({ w: '4', h: '4', cursor: 'pointer' });
const hint = css({ color: 'fg.muted' });
