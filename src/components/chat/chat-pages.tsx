'use client';
/**
 * The two chat pages of the user area: the inbox alone, and a conversation (with the inbox beside
 * it on wide screens). Each listens to the member's chat events through the tab's one stream.
 */
import { css } from 'styled-system/css';
import { ChatMuteToggle } from './chat-mute-toggle';
import { ConversationPane } from './conversation-pane';
import { InboxList } from './inbox-list';
import { useChatEvents } from './use-chat-events';

const ignore = () => undefined;

export function ChatInboxPage({ memberId }: { memberId: number }) {
  // The list refreshes from the stream; nothing else on this page reacts to single events.
  useChatEvents(ignore);
  return (
    <>
      <ChatMuteToggle />
      <div className={columns}>
        <InboxList memberId={memberId} />
        <p className={placeholder}>Chọn một cuộc trò chuyện để xem tin nhắn.</p>
      </div>
    </>
  );
}

export function ChatConversationPage({ memberId, conversationId }: { memberId: number; conversationId: number }) {
  return (
    <div className={columns}>
      <div className={sideList}>
        <InboxList memberId={memberId} activeId={conversationId} />
      </div>
      <ConversationPane conversationId={conversationId} memberId={memberId} />
    </div>
  );
}

// minmax(0, …): a column as wide as the screen, never as wide as its widest content (a phone's
// conversation was 30 px wider than the screen and slid sideways when a message was sent).
const columns = css({ display: 'grid', gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: '20rem minmax(0, 1fr)' }, gap: '6', alignItems: 'start' });
const sideList = css({ display: { base: 'none', lg: 'block' } });
const placeholder = css({ display: { base: 'none', lg: 'flex' }, alignItems: 'center', justifyContent: 'center', minH: '72', color: 'fg.muted', bg: 'bg.canvas', borderRadius: 'lg' });
