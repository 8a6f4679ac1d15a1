import { EMPTY_POSTING, POSTING_STEPS, STEP_LABELS, type PostingStep, type PostingValues, type StagedMedia } from '../../lib/posting-rules';
import { postingStepperMachine, type PostingContext, type PostingInput } from '../postingStepper';
import { defineMachineEntry, type RegistryEvent, type StartInput } from './types';
import { LISTING_STATUS } from '~/machines/listing-statuses';

/**
 * The generated paths play a "Xe cộ" listing (one photo is enough there): every event case is
 * what a member can do on the step where it is allowed — type into that step's fields, upload,
 * remove a photo or make the second one the cover on the media step, pick a step in the step bar — so the e2e driver plays each one
 * on the screen that shows it. Paths start from a new listing, from a draft left at each later
 * step (its values valid up to that step, as the wizard saves them), or from a link to the review
 * step of a listing not typed yet. A new listing's starts have a draft waiting, so the drafts
 * dialog opens first and the path answers it.
 */

/** The category the paths post in: general goods, so one photo satisfies the media step. */
export const MODEL_CATEGORY = { id: 3, slug: 'xe-co', name: 'Xe cộ' } as const;

/** The photo a path uploads (the driver uploads a real small JPEG; the server names the stored path). */
export const MODEL_PHOTO: StagedMedia = { path: 'listings/model/xe-1.jpg', name: 'xe-1.jpg', mimeType: 'image/jpeg', bytes: 48_000, width: 800, height: 600 };

/** A second photo: with two, the member can choose which is the cover. */
export const MODEL_PHOTO_2: StagedMedia = { path: 'listings/model/xe-2.jpg', name: 'xe-2.jpg', mimeType: 'image/jpeg', bytes: 52_000, width: 800, height: 600 };

/** The signed-in member the paths play (the e2e demo member): the wizard offers their name and phone as the contact. */
export const MODEL_MEMBER = { name: 'Nguyễn Văn An', phone: '0900000001' } as const;

/** A draft's listing id in the model (the e2e driver's draft has its own). */
export const MODEL_DRAFT_ID = 500;

/** When the model's saves store the draft (a fixed time, so paths replay alike). */
export const MODEL_SAVED_AT = Date.UTC(2026, 10, 26, 3, 0);

/** What the member fills in on each step of a complete listing, step by step. */
export const STEP_FILLS = {
  category: { categoryId: MODEL_CATEGORY.id, listingType: 1 },
  details: {
    title: 'Bán xe Honda Vision 2022 chính chủ, đi 8.000 km',
    description: 'Xe đi giữ gìn, bảo dưỡng định kỳ, giấy tờ đầy đủ.',
    transactionType: 1,
    price: '28,5',
    priceUnit: '2',
  },
  media: { media: { ...EMPTY_POSTING.media, images: [MODEL_PHOTO] } },
  location: { provinceCode: '79', districtCode: '', wardCode: '27478' },
  // Someone other than the member, whose own name and phone the step starts with.
  contact: { contactName: 'Trần Thị Lan', contactPhone: '0912345678' },
  package: { postType: 1, paymentBy: 'point', memberPackageId: null },
  review: {},
} as const satisfies Record<PostingStep, Partial<PostingValues>>;

/** The package step's one invalid choice: pay with a service package without choosing which. */
export const PACKAGE_UNCHOSEN = { postType: 2, paymentBy: 'package', memberPackageId: null } as const satisfies Partial<PostingValues>;

/** Values of a listing filled in up to (not including) `step`. */
export function valuesBefore(step: PostingStep): PostingValues {
  return POSTING_STEPS.slice(0, POSTING_STEPS.indexOf(step)).reduce<PostingValues>((values, earlier) => ({ ...values, ...STEP_FILLS[earlier] }), EMPTY_POSTING);
}

/** The label of the review link's start (read by the e2e driver). */
export const REVIEW_LINK_LABEL = 'Mở trang đăng tin mới có #review trong địa chỉ (chưa nhập gì)';

const draftAt = (step: PostingStep): StartInput => ({
  label: `Mở tin nháp đang ở bước ${STEP_LABELS[step]}`,
  input: { values: valuesBefore(step), categorySlug: MODEL_CATEGORY.slug, postId: MODEL_DRAFT_ID, mode: 'edit', resumeStep: step, contactDefaults: MODEL_MEMBER } satisfies PostingInput,
});

/** The member's drafts waiting when a new listing opens (the e2e driver saves one first). */
export const MODEL_DRAFTS_WAITING = 1;

const INPUTS: readonly StartInput[] = [
  { label: 'Mở trang đăng tin mới (đang có tin nháp chưa đăng)', input: { contactDefaults: MODEL_MEMBER, draftsWaiting: MODEL_DRAFTS_WAITING } satisfies PostingInput },
  ...POSTING_STEPS.filter((step) => step !== 'category').map(draftAt),
  { label: REVIEW_LINK_LABEL, input: { resumeStep: 'review', contactDefaults: MODEL_MEMBER, draftsWaiting: MODEL_DRAFTS_WAITING } satisfies PostingInput },
];

/** The fields.patch cases, each with the step whose fields it fills. */
const PATCHES: ReadonlyArray<{ readonly step: PostingStep; readonly label: string; readonly event: RegistryEvent }> = [
  { step: 'category', label: `chọn danh mục ${MODEL_CATEGORY.name}`, event: { type: 'fields.patch', patch: STEP_FILLS.category, categorySlug: MODEL_CATEGORY.slug } },
  { step: 'details', label: 'nhập tiêu đề, mô tả, giá', event: { type: 'fields.patch', patch: STEP_FILLS.details } },
  { step: 'location', label: 'chọn tỉnh, quận', event: { type: 'fields.patch', patch: STEP_FILLS.location } },
  { step: 'contact', label: 'nhập tên, số điện thoại', event: { type: 'fields.patch', patch: STEP_FILLS.contact } },
  { step: 'contact', label: 'xoá tên liên hệ có sẵn', event: { type: 'fields.patch', patch: { contactName: '', contactPhone: MODEL_MEMBER.phone } } },
  { step: 'package', label: 'tin thường, trả bằng điểm', event: { type: 'fields.patch', patch: STEP_FILLS.package } },
  { step: 'package', label: 'dùng gói dịch vụ nhưng chưa chọn gói', event: { type: 'fields.patch', patch: PACKAGE_UNCHOSEN } },
];

/** The step whose fields a fields.patch case fills (the driver types it there). */
export function patchStep(event: RegistryEvent): PostingStep | null {
  return PATCHES.find((candidate) => JSON.stringify(candidate.event) === JSON.stringify(event))?.step ?? null;
}

const recordOf = (value: unknown): Readonly<Record<string, unknown>> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});

/** Whether applying the patch would change anything (typing what is already there is no step). */
function changes(context: PostingContext, patch: Readonly<Record<string, unknown>>): boolean {
  const values = recordOf(context.values);
  return Object.entries(patch).some(([field, value]) => JSON.stringify(values[field]) !== JSON.stringify(value));
}

/** Only what the member can do on the screen the snapshot shows. */
function allowed(context: PostingContext, event: RegistryEvent): boolean {
  const images = context.values.media.images;
  switch (event.type) {
    case 'fields.patch':
      return patchStep(event) === context.step && changes(context, recordOf(event.patch));
    case 'media.add':
      return context.step === 'media' && context.pendingUploads === 0 && !images.some((file) => file.path === recordOf(event.file).path);
    case 'media.remove':
      return context.step === 'media' && images.some((file) => file.path === event.path);
    case 'media.move':
      return context.step === 'media' && images.findIndex((file) => file.path === event.path) > 0;
    case 'uploads.pending':
      return context.step === 'media' && event.count !== context.pendingUploads;
    case 'step.goto':
      return event.step !== context.step;
    // A background save ends only when one is on its way.
    case 'xstate.done.actor.autosave':
    case 'xstate.error.actor.autosave':
      return context.autosaving !== null;
    default:
      return true;
  }
}

const step = (testId: string) => ({ selector: `[data-testid="${testId}"]` });

export const postingStepperEntry = defineMachineEntry({
  id: 'posting-stepper',
  title: 'Đăng tin theo từng bước',
  description:
    'Thành viên đăng tin qua bảy bước: chọn danh mục và loại tin, nhập thông tin (tiêu đề, mô tả, giá), tải ảnh và tệp, chọn vị trí, nhập liên hệ, chọn gói tin và thời hạn, rồi xem lại và đăng. Mỗi bước chỉ qua được khi đúng quy tắc (thông báo đỏ dưới ô sai). Có thể lưu nháp ở bất kỳ bước nào và quay lại đúng bước đó; khi thành viên ngừng gõ một lúc, tin nháp tự được lưu lên máy chủ mà không khoá ô nhập. Gửi tin thất bại thì báo lỗi của máy chủ và giữ nguyên nội dung.',
  machine: postingStepperMachine,
  states: {
    resuming: { title: 'Mở trình đăng tin', description: 'Mở trình đăng tin ở bước trong địa chỉ trang hoặc bước tin nháp đang dừng; không có thì ở bước Danh mục.' },
    offeringDrafts: {
      title: 'Hỏi về tin nháp',
      description: 'Tin mới chưa nhập gì mà thành viên còn tin nháp chưa đăng: hộp "Bạn có tin nháp chưa đăng" mở trước (tiếp tục, gửi duyệt một tin nháp, hoặc đăng tin mới).',
      ui: step('draft-modal'),
    },
    editing: { title: 'Đang điền tin', description: 'Đang điền tin: thanh bước phía trên cho biết đang ở bước nào.', ui: step('posting-wizard') },
    'editing.category': { title: 'Bước Danh mục', description: 'Chọn danh mục, loại tin (bất động sản hoặc thông thường) và hình thức.', ui: step('posting-step-category') },
    'editing.details': { title: 'Bước Thông tin', description: 'Nhập tiêu đề, mô tả, giá; tin bất động sản nhập thêm diện tích, số phòng.', ui: step('posting-step-details') },
    'editing.media': { title: 'Bước Ảnh/Video', description: 'Tải lên hình ảnh, tài liệu, video và ảnh 360° (có thanh tiến trình, thử lại từng tệp).', ui: step('posting-step-media') },
    'editing.location': { title: 'Bước Vị trí', description: 'Chọn tỉnh, quận, phường, nhập đường và ghim vị trí trên bản đồ.', ui: step('posting-step-location') },
    'editing.contact': { title: 'Bước Liên hệ', description: 'Nhập tên và số điện thoại liên hệ.', ui: step('posting-step-contact') },
    'editing.package': { title: 'Bước Gói tin', description: 'Chọn gói tin (thường, VIP, siêu VIP), 14 hoặc 28 ngày, trả bằng điểm hoặc gói dịch vụ.', ui: step('posting-step-package') },
    'editing.review': { title: 'Bước Xem lại', description: 'Xem lại toàn bộ tin và bấm "Đăng tin".', ui: step('posting-step-review') },
    'editing.hist': { title: 'Quay về bước đang dở', description: 'Quay về bước đang dở sau khi lưu nháp.' },
    savingDraft: { title: 'Đang lưu nháp', description: 'Đang lưu tin nháp lên máy chủ.', ui: step('posting-saving-draft') },
    draftFailed: { title: 'Lưu nháp thất bại', description: 'Lưu nháp thất bại: hiện thông báo của máy chủ, có thể thử lại.', ui: step('posting-draft-failed') },
    submitting: { title: 'Đang gửi tin', description: 'Đang gửi tin lên máy chủ.', ui: step('posting-submitting') },
    submitFailed: { title: 'Gửi tin thất bại', description: 'Gửi tin thất bại: hiện thông báo của máy chủ, nội dung vẫn giữ nguyên.', ui: step('posting-submit-failed') },
    submitted: { title: 'Đã gửi, chờ duyệt', description: 'Tin đã gửi: chờ kiểm duyệt.', ui: { text: 'Tin của bạn đã được gửi và đang chờ duyệt.' } },
  },
  inputs: INPUTS,
  traversal: { allow: (snapshot, event) => allowed(snapshot.context, event), maxEvents: 4 },
  eventCases: {
    'fields.patch': PATCHES.map(({ event }) => event),
    'media.add': [
      { type: 'media.add', kind: 'images', file: MODEL_PHOTO },
      { type: 'media.add', kind: 'images', file: MODEL_PHOTO_2 },
    ],
    'media.move': [{ type: 'media.move', kind: 'images', path: MODEL_PHOTO_2.path, to: 0 }],
    'media.remove': [{ type: 'media.remove', kind: 'images', path: MODEL_PHOTO.path }],
    'uploads.pending': [
      { type: 'uploads.pending', count: 1 },
      { type: 'uploads.pending', count: 0 },
    ],
    'step.next': [{ type: 'step.next' }],
    'step.back': [{ type: 'step.back' }],
    'step.goto': POSTING_STEPS.map((target) => ({ type: 'step.goto', step: target })),
    'draft.save': [{ type: 'draft.save' }],
    'draft.autosave': [{ type: 'draft.autosave' }],
    'xstate.done.actor.autosave': [{ type: 'xstate.done.actor.autosave', output: { postId: MODEL_DRAFT_ID, status: LISTING_STATUS.draft, savedAt: MODEL_SAVED_AT } }],
    'xstate.error.actor.autosave': [{ type: 'xstate.error.actor.autosave', error: new Error('Không kết nối được máy chủ, vui lòng thử lại.') }],
    'post.submit': [{ type: 'post.submit' }],
    'failure.dismiss': [{ type: 'failure.dismiss' }],
    'drafts.dismiss': [{ type: 'drafts.dismiss' }],
    'xstate.done.actor.saveDraft': [{ type: 'xstate.done.actor.saveDraft', output: { postId: MODEL_DRAFT_ID, status: LISTING_STATUS.draft, savedAt: MODEL_SAVED_AT } }],
    'xstate.error.actor.saveDraft': [{ type: 'xstate.error.actor.saveDraft', error: new Error('Không kết nối được máy chủ, vui lòng thử lại.') }],
    'xstate.done.actor.submitPost': [{ type: 'xstate.done.actor.submitPost', output: { postId: MODEL_DRAFT_ID, status: LISTING_STATUS.pending } }],
    'xstate.error.actor.submitPost': [{ type: 'xstate.error.actor.submitPost', error: new Error('Không kết nối được máy chủ, vui lòng thử lại.') }],
  },
  caseLabels: {
    'fields.patch': PATCHES.map(({ label }) => label),
    'media.add': ['ảnh thứ nhất', 'ảnh thứ hai'],
    'uploads.pending': ['một ảnh bắt đầu tải lên', 'ảnh đang tải bị lỗi mạng'],
    'step.goto': POSTING_STEPS.map((target) => STEP_LABELS[target]),
  },
  eventLabels: {
    'fields.patch': 'Nhập nội dung của bước',
    'media.add': 'Tải xong một ảnh',
    'media.remove': 'Xoá một ảnh',
    'media.move': 'Chọn ảnh bìa',
    'uploads.pending': 'Số tệp đang tải thay đổi',
    'step.next': 'Bấm "Tiếp tục"',
    'step.back': 'Bấm "Quay lại"',
    'step.goto': 'Chọn bước trên thanh bước',
    'draft.save': 'Bấm "Lưu nháp"',
    'draft.autosave': 'Ngừng gõ một lúc (tự lưu nháp)',
    'xstate.done.actor.autosave': 'Máy chủ tự lưu nháp xong',
    'xstate.error.actor.autosave': 'Lỗi mạng khi tự lưu nháp',
    'post.submit': 'Bấm "Đăng tin"',
    'failure.dismiss': 'Bấm "Sửa lại" trên thông báo lỗi',
    'drafts.dismiss': 'Bấm "Đăng tin mới" trong hộp tin nháp',
    'xstate.done.actor.saveDraft': 'Máy chủ lưu nháp xong',
    'xstate.error.actor.saveDraft': 'Lỗi mạng khi lưu nháp',
    'xstate.done.actor.submitPost': 'Máy chủ nhận tin',
    'xstate.error.actor.submitPost': 'Lỗi mạng khi gửi tin',
  },
});
