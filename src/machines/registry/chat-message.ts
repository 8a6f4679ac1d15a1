import { chatMessageMachine, ChatOffline } from '../chatMessage';
import { defineMachineEntry } from './types';

/** The text a path types, and the model's stored message id (the e2e driver's real id may differ: marks cover it). */
export const MODEL_MESSAGE = 'Sản phẩm còn không ạ?';
export const MODEL_BLOCKED_MESSAGE = 'Bạn không thể nhắn tin trong cuộc trò chuyện này vì một trong hai người đã chặn người kia.';
const MODEL_MESSAGE_ID = 1;
/** The end of a pause before the next try (the machine's `retryDelay`). */
const RETRY_AFTER = 'xstate.after.retryDelay.chatMessage.outbox.retrying';

const state = (value: string) => ({ selector: `[data-testid="chat-message-state"][data-state="${value}"]` });

export const chatMessageEntry = defineMachineEntry({
  id: 'chat-message',
  title: 'Một tin nhắn giữa người mua và người bán',
  description:
    'Trên trang /user/tin-nhan/{id}, tin nhắn được soạn trong ô nhập, bấm "Gửi" thì vào hộp thư đi của trang; lần lượt từng tin (cũ trước) được gửi khi có mạng. Máy chủ lưu tin theo mã tin của người gửi nên gửi lại không bao giờ thành hai tin. Tin đã gửi chuyển sang "Đã nhận" khi đến thiết bị của người kia và "Đã xem" khi người kia mở cuộc trò chuyện. Gửi không tới máy chủ (mất mạng) thì tin nghỉ một lúc rồi tự gửi lại (2 giây, 4 giây, 8 giây… tối đa 30 giây; có mạng lại thì gửi ngay); máy chủ từ chối (bị chặn, gửi quá nhanh) thì tin báo lỗi với nút "Gửi lại" và "Xoá".',
  machine: chatMessageMachine,
  input: { conversationId: 1, clientId: '00000000-0000-4000-8000-000000000001' },
  states: {
    composing: { title: 'Đang soạn tin', description: 'Thành viên nhập nội dung (và ảnh) vào ô soạn tin; tin trống hoặc quá dài bị từ chối ngay.', ui: { selector: '[data-testid="chat-input"]' } },
    outbox: { title: 'Trong hộp thư đi', description: 'Tin nằm trong hộp thư đi của trang: giữ chỗ trong hàng (cũ trước) và theo dõi kết nối mạng.' },
    'outbox.waiting': { title: 'Chờ gửi', description: 'Tin chờ đến lượt (tin trước chưa gửi xong) hoặc chờ có mạng.', ui: state('waiting') },
    'outbox.sending': { title: 'Đang gửi', description: 'Đang gửi tin lên máy chủ.', ui: state('sending') },
    'outbox.retrying': {
      title: 'Nghỉ rồi gửi lại',
      description: 'Lần gửi trước không tới máy chủ: "Chưa gửi được, đang thử lại…"; tin nghỉ một lúc (dài dần, tối đa 30 giây) rồi gửi lại, có mạng lại thì gửi ngay.',
      ui: state('retrying'),
    },
    sent: { title: 'Đã gửi', description: 'Máy chủ đã lưu tin: "Đã gửi".', ui: state('sent') },
    delivered: { title: 'Đã nhận', description: 'Tin đã đến thiết bị của người kia: "Đã nhận".', ui: state('delivered') },
    read: { title: 'Đã xem', description: 'Người kia đã mở cuộc trò chuyện và xem tin: "Đã xem".', ui: state('read') },
    failed: { title: 'Gửi bị từ chối', description: 'Máy chủ từ chối tin (bị chặn, gửi quá nhanh…): lý do cùng nút "Gửi lại" và "Xoá".', ui: { selector: '[data-testid="chat-message-failed"]' } },
    discarded: { title: 'Đã xoá', description: 'Thành viên đã xoá tin không gửi được.' },
  },
  eventCases: {
    'message.edit': [
      { type: 'message.edit', body: MODEL_MESSAGE },
      { type: 'message.edit', body: '' },
      { type: 'message.edit', body: 'Xin chào, '.repeat(100) + '!' },
    ],
    'message.submit': [{ type: 'message.submit' }],
    'outbox.turn': [{ type: 'outbox.turn' }],
    'connection.online': [{ type: 'connection.online' }],
    'connection.offline': [{ type: 'connection.offline' }],
    [RETRY_AFTER]: [{ type: RETRY_AFTER }],
    'xstate.done.actor.sendMessage': [{ type: 'xstate.done.actor.sendMessage', output: { id: MODEL_MESSAGE_ID } }],
    'xstate.error.actor.sendMessage': [
      { type: 'xstate.error.actor.sendMessage', error: new ChatOffline('Không kết nối được máy chủ.') },
      { type: 'xstate.error.actor.sendMessage', error: new Error(MODEL_BLOCKED_MESSAGE) },
    ],
    'message.delivered': [{ type: 'message.delivered', upTo: MODEL_MESSAGE_ID }],
    'message.read': [{ type: 'message.read', upTo: MODEL_MESSAGE_ID }],
    'message.retry': [{ type: 'message.retry' }],
    'message.discard': [{ type: 'message.discard' }],
  },
  caseLabels: {
    'message.edit': [`"${MODEL_MESSAGE}"`, 'xoá hết nội dung', 'quá 1.000 ký tự'],
    'xstate.error.actor.sendMessage': ['không tới được máy chủ', 'người bán đã chặn'],
  },
  eventLabels: {
    'message.edit': 'Nhập nội dung tin nhắn',
    'message.submit': 'Bấm "Gửi"',
    'outbox.turn': 'Đến lượt tin trong hộp thư đi',
    'connection.online': 'Có mạng trở lại',
    'connection.offline': 'Mất mạng',
    [RETRY_AFTER]: 'Hết lúc nghỉ',
    'xstate.done.actor.sendMessage': 'Máy chủ lưu tin',
    'xstate.error.actor.sendMessage': 'Gửi không thành công',
    'message.delivered': 'Tin đến thiết bị người kia',
    'message.read': 'Người kia mở cuộc trò chuyện',
    'message.retry': 'Bấm "Gửi lại"',
    'message.discard': 'Bấm "Xoá"',
  },
  testedContext: ['body', 'photos', 'messageId', 'error', 'offline', 'online', 'hasTurn', 'attempts'],
  // A second pause in a row reaches nothing new (the backoff only lengthens it).
  // On the page a message gets its turn the moment it is submitted (no other is ahead): the
  // connection's return matters once it holds the turn, not before.
  traversal: {
    stopWhen: (snapshot) => snapshot.context.attempts > 1,
    allow: (snapshot, event) => event.type !== 'connection.online' || snapshot.context.hasTurn,
  },
});

