/**
 * What a chat event means outside the conversation (issue #35), as plain decisions the header's
 * island follows and unit tests check: whether a message gets a toast, what the toast says, and the
 * count in front of the page's title.
 */
import type { ChatEventView } from '~/server/dto/chat';

/** Where the member is and what they chose. */
export interface NoticeScene {
  readonly memberId: number;
  /** Chat notices turned off on this device (chat-mute.ts). */
  readonly muted: boolean;
  /** The page's path: the chat pages show new messages themselves. */
  readonly pathname: string;
  /** Whether the tab is on screen (a hidden tab's chat page is not being looked at). */
  readonly visible: boolean;
}

export interface MessageNotice {
  readonly conversationId: number;
  readonly href: string;
  readonly preview: string;
}

const CHAT_HOME = '/user/tin-nhan';
const PREVIEW_MAX = 80;

export const conversationHref = (conversationId: number) => `${CHAT_HOME}/${conversationId}`;

/**
 * Whether the member is looking at this conversation's messages right now: its own page, or the
 * inbox (which lists it at the top with its unread count). Both only while the tab is on screen.
 */
export function chatOnScreen(scene: Pick<NoticeScene, 'pathname' | 'visible'>, conversationId: number): boolean {
  if (!scene.visible) return false;
  return scene.pathname === CHAT_HOME || scene.pathname === conversationHref(conversationId);
}

/** The toast a chat event deserves, or null: only someone else's message, unmuted, off screen. */
export function messageNotice(event: ChatEventView, scene: NoticeScene): MessageNotice | null {
  if (event.kind !== 'message' || event.message.senderId === scene.memberId || scene.muted) return null;
  if (chatOnScreen(scene, event.conversationId)) return null;
  return { conversationId: event.conversationId, href: conversationHref(event.conversationId), preview: messagePreview(event.message.body, event.message.photos.length) };
}

/** One line of the message: its text cut at a word, or its photos. */
export function messagePreview(body: string, photos: number): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text === '') return photos > 0 ? `[${photos} ảnh]` : '';
  if (text.length <= PREVIEW_MAX) return text;
  const cut = text.slice(0, PREVIEW_MAX);
  const space = cut.lastIndexOf(' ');
  return `${(space > PREVIEW_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The toast's first line; without the sender's name (the inbox could not be read) still a notice. */
export const noticeTitle = (senderName: string | null) => (senderName ? `Tin nhắn mới từ ${senderName}` : 'Bạn có tin nhắn mới');

// Only what this writes (1–99, "99+"): a title of its own starting with "(2024) " keeps it.
const COUNT_PREFIX = /^\((?:[1-9]\d?|99\+)\) /;

/**
 * The page's title with the unread count in front ("(2) Tin nhắn"), or without one for 0. Any
 * count already there is replaced, so applying it to its own result changes nothing.
 */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(COUNT_PREFIX, '');
  if (count <= 0) return bare;
  return `(${count > 99 ? '99+' : count}) ${bare}`;
}

/** The title's count: the header badge's number, unless the member turned chat notices off. */
export const titleCount = (unreadConversations: number, muted: boolean) => (muted ? 0 : unreadConversations);
