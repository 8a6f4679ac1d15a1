import type { PostingValues } from '../../lib/posting-rules';
import { EMPTY_POSTING } from '../../lib/posting-rules';
import { postingStepperMachine } from '../postingStepper';
import { defineMachineEntry } from './types';

/** A complete real-estate listing: with it every step's rules pass. */
const completeListing: PostingValues = {
  ...EMPTY_POSTING,
  categoryId: 1,
  listingType: 2,
  postingForm: 'Cần bán',
  title: 'Bán nhà phố 3 tầng Quận 7, sổ hồng riêng',
  description: '<p>Nhà mới xây, <strong>sổ hồng riêng</strong>, gần trường học và chợ.</p>',
  transactionType: 1,
  price: '3,5',
  priceUnit: '3',
  area: '72',
  bedrooms: '3',
  bathrooms: '2',
  media: {
    images: [1, 2, 3].map((n) => ({ path: `listings/2026/01/anh${n}.jpg`, name: `anh${n}.jpg`, mimeType: 'image/jpeg', bytes: 120_000, width: 1200, height: 800 })),
    documents: [],
    videos: [],
    panoramas: [],
  },
  provinceCode: '79',
  districtCode: '778',
  street: '12 Nguyễn Thị Thập',
  contactName: 'Nguyễn Văn An',
  contactPhone: '0900000001',
};

const step = (testId: string) => ({ selector: `[data-testid="${testId}"]` });

export const postingStepperEntry = defineMachineEntry({
  id: 'posting-stepper',
  title: 'Đăng tin theo từng bước',
  description:
    'Thành viên đăng tin qua bảy bước: chọn danh mục và loại tin, nhập thông tin (tiêu đề, mô tả, giá), tải ảnh và tệp, chọn vị trí, nhập liên hệ, chọn gói tin và thời hạn, rồi xem lại và đăng. Mỗi bước chỉ qua được khi đúng quy tắc (thông báo đỏ dưới ô sai). Có thể lưu nháp ở bất kỳ bước nào và quay lại đúng bước đó; gửi tin thất bại thì báo lỗi của máy chủ và giữ nguyên nội dung.',
  machine: postingStepperMachine,
  states: {
    resuming: { description: 'Mở trình đăng tin ở bước trong địa chỉ trang hoặc bước tin nháp đang dừng.' },
    editing: { description: 'Đang điền tin: thanh bước phía trên cho biết đang ở bước nào.', ui: step('posting-wizard') },
    'editing.category': { description: 'Chọn danh mục, loại tin (bất động sản hoặc thông thường) và hình thức.', ui: step('posting-step-category') },
    'editing.details': { description: 'Nhập tiêu đề, mô tả, giá; tin bất động sản nhập thêm diện tích, số phòng.', ui: step('posting-step-details') },
    'editing.media': { description: 'Tải lên hình ảnh, tài liệu, video và ảnh 360° (có thanh tiến trình, thử lại từng tệp).', ui: step('posting-step-media') },
    'editing.location': { description: 'Chọn tỉnh, quận, phường, nhập đường và ghim vị trí trên bản đồ.', ui: step('posting-step-location') },
    'editing.contact': { description: 'Nhập tên và số điện thoại liên hệ.', ui: step('posting-step-contact') },
    'editing.package': { description: 'Chọn gói tin (thường, VIP, siêu VIP), 14 hoặc 28 ngày, trả bằng điểm hoặc gói dịch vụ.', ui: step('posting-step-package') },
    'editing.review': { description: 'Xem lại toàn bộ tin và bấm "Đăng tin".', ui: step('posting-step-review') },
    'editing.hist': { description: 'Quay về bước đang dở sau khi lưu nháp.' },
    savingDraft: { description: 'Đang lưu tin nháp lên máy chủ.', ui: step('posting-saving-draft') },
    draftFailed: { description: 'Lưu nháp thất bại: hiện thông báo của máy chủ, có thể thử lại.', ui: step('posting-draft-failed') },
    submitting: { description: 'Đang gửi tin lên máy chủ.', ui: step('posting-submitting') },
    submitFailed: { description: 'Gửi tin thất bại: hiện thông báo của máy chủ, nội dung vẫn giữ nguyên.', ui: step('posting-submit-failed') },
    submitted: { description: 'Tin đã gửi: chờ kiểm duyệt.', ui: { text: 'Tin của bạn đã được gửi và đang chờ duyệt.' } },
  },
  // Adding images grows the context without end: paths never need more than one extra image.
  traversal: { stopWhen: (snapshot) => snapshot.context.values.media.images.length > 4 || snapshot.context.pendingUploads > 1, limit: 300_000 },
  eventCases: {
    'fields.patch': [
      { type: 'fields.patch', patch: completeListing, categorySlug: 'bat-dong-san' },
      { type: 'fields.patch', patch: { title: 'Ngắn' } },
    ],
    'media.add': [{ type: 'media.add', kind: 'images', file: { path: 'listings/2026/01/anh4.jpg', name: 'anh4.jpg', mimeType: 'image/jpeg', bytes: 90_000, width: 1024, height: 768 } }],
    'media.remove': [{ type: 'media.remove', kind: 'images', path: 'listings/2026/01/anh1.jpg' }],
    'uploads.pending': [
      { type: 'uploads.pending', count: 1 },
      { type: 'uploads.pending', count: 0 },
    ],
    'step.next': [{ type: 'step.next' }],
    'step.back': [{ type: 'step.back' }],
    'step.goto': [
      { type: 'step.goto', step: 'category' },
      { type: 'step.goto', step: 'review' },
    ],
    'draft.save': [{ type: 'draft.save' }],
    'post.submit': [{ type: 'post.submit' }],
    'failure.dismiss': [{ type: 'failure.dismiss' }],
    'xstate.done.actor.saveDraft': [{ type: 'xstate.done.actor.saveDraft', output: { postId: 501, status: 60 } }],
    'xstate.error.actor.saveDraft': [{ type: 'xstate.error.actor.saveDraft', error: new Error('Hệ thống đang bận, vui lòng thử lại sau.') }],
    'xstate.done.actor.submitPost': [{ type: 'xstate.done.actor.submitPost', output: { postId: 501, status: 10 } }],
    'xstate.error.actor.submitPost': [{ type: 'xstate.error.actor.submitPost', error: new Error('Số điểm trong ví không đủ, vui lòng nạp thêm điểm.') }],
  },
  eventLabels: {
    'fields.patch': 'Nhập hoặc sửa nội dung',
    'media.add': 'Tải xong một tệp',
    'media.remove': 'Xoá một tệp',
    'uploads.pending': 'Số tệp đang tải thay đổi',
    'step.next': 'Bấm "Tiếp tục"',
    'step.back': 'Bấm "Quay lại"',
    'step.goto': 'Chọn một bước (hoặc nút lùi/tiến của trình duyệt)',
    'draft.save': 'Bấm "Lưu nháp"',
    'post.submit': 'Bấm "Đăng tin"',
    'failure.dismiss': 'Đóng thông báo lỗi',
    'xstate.done.actor.saveDraft': 'Máy chủ lưu nháp xong',
    'xstate.error.actor.saveDraft': 'Máy chủ từ chối lưu nháp',
    'xstate.done.actor.submitPost': 'Máy chủ nhận tin',
    'xstate.error.actor.submitPost': 'Máy chủ từ chối tin',
  },
});
