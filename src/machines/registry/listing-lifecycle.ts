import { judged, listingLifecycleMachine, type LifecycleRole, type ListingContext, type ListingEvent, type ListingStateValue } from '../listingLifecycle';
import { defineMachineEntry, type RegistryEvent, type UiProbe } from './types';

/**
 * Every lifecycle event says who acts (`by`) and when (`at`), so one generated path passes from the
 * owner (post management) to a moderator (the moderation queue) to the system (the expiry job),
 * as a listing does. Paths start from a real-estate draft whose posting period ends at ENDS_AT:
 * the member and the moderator act before it, the expiry job after it.
 * The moderator's branch of take-down and request-verification has no screen (the moderation queue
 * decides on pending listings only), so it is exercised by src/machines/listingLifecycle.test.ts only.
 */
const ENDS_AT = Date.UTC(2026, 0, 31, 16, 59, 59);
const DAY_MS = 86_400_000;
const BEFORE_END = ENDS_AT - DAY_MS;
const AFTER_END = ENDS_AT + DAY_MS;

/** The status badge of the listing's row in post management (the e2e driver scopes probes to that row). */
const status = (state: ListingStateValue, label: string): UiProbe => ({ selector: `[data-testid="post-status"][data-state="${state}"]`, text: label });

const act = (by: LifecycleRole, action: ListingEvent, at = BEFORE_END): RegistryEvent => ({ ...judged(action, by, at) });

export const listingLifecycleEntry = defineMachineEntry({
  id: 'listing-lifecycle',
  title: 'Vòng đời tin đăng',
  description:
    'Mọi trạng thái của một tin đăng (mã trạng thái của đặc tả §4) và ai được làm gì: thành viên lưu nháp, gửi duyệt, sửa, đẩy, nâng hạng, hạ tin, đăng lại và xoá tin của mình; kiểm duyệt viên duyệt, từ chối kèm lý do, trả về kèm ghi chú từng mục, xác thực tin bất động sản; hệ thống cho tin hết hạn khi qua ngày cuối. Máy chủ dùng chính máy trạng thái này để chấp nhận hay từ chối mỗi thay đổi, và trang quản lý tin chỉ hiện các nút mà máy cho phép.',
  machine: listingLifecycleMachine,
  states: {
    draft: { title: 'Tin nháp', description: 'Tin nháp (60): chỉ chủ tin thấy; có thể đăng (gửi duyệt) hoặc xoá.', ui: status('draft', 'Tin nháp') },
    pending: { title: 'Chờ duyệt', description: 'Chờ duyệt (10): tin nằm trong hàng đợi của kiểm duyệt viên.', ui: status('pending', 'Chờ duyệt') },
    posted: { title: 'Đang hiển thị', description: 'Đang hiển thị (20): tin có trong chuyên mục; chủ tin có thể đẩy, nâng hạng, hạ tin.', ui: status('posted', 'Đang hiển thị') },
    takeDown: { title: 'Đã hạ tin', description: 'Đã hạ tin (30): tin không còn hiển thị; chủ tin có thể đăng lại.', ui: status('takeDown', 'Đã hạ tin') },
    reject: { title: 'Bị từ chối / đã xoá', description: 'Bị từ chối hoặc đã xoá (40): lý do hiện trên tin ("Bạn đã xoá tin" khi chủ tin tự xoá).', ui: status('reject', 'Bị từ chối') },
    sendBack: { title: 'Cần chỉnh sửa', description: 'Cần chỉnh sửa (50): ghi chú của kiểm duyệt viên hiện theo từng mục; sửa xong thì gửi lại.', ui: status('sendBack', 'Cần chỉnh sửa') },
    verifying: { title: 'Đang xác thực', description: 'Đang xác thực (70): kiểm duyệt viên kiểm tra giấy tờ, hiện trạng tin bất động sản.', ui: status('verifying', 'Đang xác thực') },
    verified: { title: 'Đã xác thực', description: 'Đã xác thực (80): tin hiển thị kèm dấu xác thực.', ui: status('verified', 'Đã xác thực') },
    expired: { title: 'Hết hạn', description: 'Hết hạn: tin đã qua ngày cuối (ngày bắt đầu + số ngày − 1); chủ tin có thể đăng lại.', ui: status('expired', 'Hết hạn') },
  },
  input: { listingType: 2, tier: 1, onHomePage: false, endsAt: ENDS_AT } satisfies ListingContext,
  eventCases: {
    'listing.submit': [act('owner', { type: 'listing.submit' })],
    'listing.approve': [act('moderator', { type: 'listing.approve' })],
    'listing.reject': [act('moderator', { type: 'listing.reject', reason: 'Hình ảnh không đúng thực tế.' }), act('moderator', { type: 'listing.reject', reason: ' ' })],
    'listing.sendBack': [act('moderator', { type: 'listing.sendBack', notes: { title: 'Ghi rõ diện tích và vị trí.' } }), act('moderator', { type: 'listing.sendBack', notes: {} })],
    'listing.resubmit': [act('owner', { type: 'listing.resubmit' })],
    'listing.edit': [act('owner', { type: 'listing.edit' })],
    'listing.takeDown': [act('owner', { type: 'listing.takeDown' })],
    'listing.repost': [act('owner', { type: 'listing.repost' })],
    'listing.push': [act('owner', { type: 'listing.push' }), act('owner', { type: 'listing.push' }, AFTER_END)],
    'listing.upgrade': [act('owner', { type: 'listing.upgrade', tier: 2 }), act('owner', { type: 'listing.upgrade', tier: 1 })],
    'listing.delete': [act('owner', { type: 'listing.delete' })],
    'listing.requestVerification': [act('owner', { type: 'listing.requestVerification' })],
    'listing.verify': [act('moderator', { type: 'listing.verify', checks: ['legal', 'site'] }), act('moderator', { type: 'listing.verify', checks: [] })],
    'listing.expire': [act('system', { type: 'listing.expire' }, AFTER_END), act('system', { type: 'listing.expire' })],
  },
  caseLabels: {
    'listing.reject': ['có lý do', 'không có lý do'],
    'listing.sendBack': ['có ghi chú', 'không có ghi chú'],
    'listing.push': ['còn hạn', 'đã quá ngày cuối'],
    'listing.upgrade': ['lên VIP', 'xuống hạng thường'],
    'listing.verify': ['đã kiểm tra giấy tờ, hiện trạng', 'chưa kiểm tra mục nào'],
    'listing.expire': ['đã quá ngày cuối', 'chưa tới ngày cuối'],
  },
  eventLabels: {
    'listing.submit': 'Đăng tin nháp',
    'listing.approve': 'Kiểm duyệt viên duyệt tin',
    'listing.reject': 'Kiểm duyệt viên từ chối (kèm lý do)',
    'listing.sendBack': 'Kiểm duyệt viên trả về (kèm ghi chú)',
    'listing.resubmit': 'Sửa xong, gửi lại',
    'listing.edit': 'Chủ tin sửa tin',
    'listing.takeDown': 'Hạ tin',
    'listing.repost': 'Đăng lại',
    'listing.push': 'Đẩy tin',
    'listing.upgrade': 'Nâng hạng tin',
    'listing.delete': 'Xoá tin',
    'listing.requestVerification': 'Yêu cầu xác thực',
    'listing.verify': 'Kiểm duyệt viên xác thực',
    'listing.expire': 'Hết hạn',
  },
});
