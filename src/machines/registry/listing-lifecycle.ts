import { listingLifecycleMachine } from '../listingLifecycle';
import { defineMachineEntry } from './types';

/**
 * The lifecycle's guards read who acts (owner, moderator, system) from the context, which the
 * backend and post management set per request; generated paths start as the owner of a real-estate
 * draft, so moderator and system branches need their own start input (see the lifecycle tests).
 */
export const listingLifecycleEntry = defineMachineEntry({
  id: 'listing-lifecycle',
  title: 'Vòng đời tin đăng',
  description:
    'Mọi trạng thái của một tin đăng (mã trạng thái của đặc tả §4) và ai được làm gì: thành viên lưu nháp, gửi duyệt, sửa, đẩy, nâng hạng, hạ tin, đăng lại và xoá tin của mình; kiểm duyệt viên duyệt, từ chối kèm lý do, trả về kèm ghi chú từng mục, xác thực tin bất động sản; hệ thống cho tin hết hạn khi qua ngày cuối. Máy chủ dùng chính máy trạng thái này để chấp nhận hay từ chối mỗi thay đổi, và trang quản lý tin chỉ hiện các nút mà máy cho phép.',
  machine: listingLifecycleMachine,
  states: {
    draft: { description: 'Tin nháp (60): chỉ chủ tin thấy; có thể đăng (gửi duyệt) hoặc xoá.', ui: { text: 'Tin nháp' } },
    pending: { description: 'Chờ duyệt (10): tin nằm trong hàng đợi của kiểm duyệt viên.', ui: { text: 'Chờ duyệt' } },
    posted: { description: 'Đang hiển thị (20): tin có trong chuyên mục; chủ tin có thể đẩy, nâng hạng, hạ tin.', ui: { text: 'Đang hiển thị' } },
    takeDown: { description: 'Đã hạ tin (30): tin không còn hiển thị; chủ tin có thể đăng lại.', ui: { text: 'Đã hạ tin' } },
    reject: { description: 'Bị từ chối hoặc đã xoá (40): lý do hiện trên tin ("Bạn đã xoá tin" khi chủ tin tự xoá).', ui: { text: 'Bị từ chối' } },
    sendBack: { description: 'Cần chỉnh sửa (50): ghi chú của kiểm duyệt viên hiện theo từng mục; sửa xong thì gửi lại.', ui: { text: 'Cần chỉnh sửa' } },
    verifying: { description: 'Đang xác thực (70): kiểm duyệt viên kiểm tra giấy tờ, hiện trạng tin bất động sản.', ui: { text: 'Đang xác thực' } },
    verified: { description: 'Đã xác thực (80): tin hiển thị kèm dấu xác thực.', ui: { text: 'Đã xác thực' } },
    expired: { description: 'Hết hạn: tin đã qua ngày cuối (ngày bắt đầu + số ngày − 1); chủ tin có thể đăng lại.', ui: { text: 'Hết hạn' } },
  },
  eventCases: {
    'listing.submit': [{ type: 'listing.submit' }],
    'listing.approve': [{ type: 'listing.approve' }],
    'listing.reject': [
      { type: 'listing.reject', reason: 'Hình ảnh không đúng thực tế.' },
      { type: 'listing.reject', reason: ' ' },
    ],
    'listing.sendBack': [
      { type: 'listing.sendBack', notes: { title: 'Ghi rõ diện tích và vị trí.' } },
      { type: 'listing.sendBack', notes: {} },
    ],
    'listing.resubmit': [{ type: 'listing.resubmit' }],
    'listing.edit': [{ type: 'listing.edit' }],
    'listing.takeDown': [{ type: 'listing.takeDown' }],
    'listing.repost': [{ type: 'listing.repost' }],
    'listing.push': [{ type: 'listing.push' }],
    'listing.upgrade': [
      { type: 'listing.upgrade', tier: 2 },
      { type: 'listing.upgrade', tier: 1 },
    ],
    'listing.delete': [{ type: 'listing.delete' }],
    'listing.requestVerification': [{ type: 'listing.requestVerification' }],
    'listing.verify': [
      { type: 'listing.verify', checks: ['legal', 'site'] },
      { type: 'listing.verify', checks: [] },
    ],
    'listing.expire': [{ type: 'listing.expire' }],
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
