/**
 * Posting calls of spec §7 (post, edit-post, create-repost, draft): a multipart form becomes a
 * listing. Everything is checked before anything is written — the form against the wizard's own
 * rules (src/lib/posting-rules.ts), new files by content, attached files by ownership — then new
 * files are stored and the listing, its media and its payment (points through the ledger, or one
 * post of an owned package) are written in one transaction. If that transaction fails, the files
 * this call stored are removed again: a refusal leaves no row and no file behind.
 * Wire shapes: docs/upstream-contract.md "Posting".
 */
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { htmlToText } from '../../lib/html-text';
import { priceInVnd, type PriceUnit } from '../../lib/money';
import {
  applyTransactionRule,
  EMPTY_POSTING,
  isPostingStep,
  MEDIA_FIELDS,
  MEDIA_KINDS,
  parseDecimal,
  POSTING_FORMS,
  postingCost,
  TEXT_RULES,
  validateAll,
  vehicleFactsOf,
  type DayNumber,
  type MediaKind,
  type PostingErrors,
  type PostingStep,
  type PostingValues,
  type StagedMedia,
  type TierCode,
  type TierPrice,
} from '../../lib/posting-rules';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { storedSearchText, toSearchText } from '../../lib/search-text';
import { slugify } from '../../lib/slug';
import { validateText } from '../../lib/validation';
import { isVehicleCategory, VEHICLE_LIMITS } from '../../lib/vehicle';
import { vehicleColumns } from '../db/vehicle-columns';
import type { Database } from '../db/client';
import { categories, listingMedia, listings, listingStatusHistory, memberPackages, priceItems, servicePackages } from '../db/schema';
import { spendPoints } from './ledger';
import { applyListingEvent } from './listing-transitions';

/** The lifecycle events a posting edit can cause. */
type ListingEventType = 'listing.submit' | 'listing.resubmit' | 'listing.edit';
import { assertCount, checkFiles, readStored, removeStored, storeFiles, type CheckedFile } from './listing-media';
import type { LocationStore } from './locations';

/** A refusal the member can act on: HTTP status, Vietnamese message, and the form field it is about. */
export class PostingRefused extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 409,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export type FormBody = Record<string, unknown>;

export interface ParsedPost {
  readonly values: PostingValues;
  readonly refs: Readonly<Record<MediaKind, readonly string[]>>;
  readonly uploads: ReadonlyArray<{ readonly kind: MediaKind; readonly file: File }>;
  readonly status: 10 | 60;
  readonly draftStep: PostingStep | null;
  readonly postId: number | null;
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const text = (body: FormBody, key: string, max = 20_000): string => {
  const value = body[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first.slice(0, max) : '';
};
const integer = (body: FormBody, key: string): number | null => {
  const value = Number(text(body, key, 20));
  return text(body, key, 20).trim() !== '' && Number.isSafeInteger(value) ? value : null;
};
const coordinate = (body: FormBody, key: string): number | null => parseDecimal(text(body, key, 40));

/** Reads the multipart form: text fields, and per media field its stored paths (text) and new files. */
export function parsePostForm(body: FormBody): ParsedPost {
  const refs = { images: [], documents: [], videos: [], panoramas: [] } as Record<MediaKind, string[]>;
  const uploads: Array<{ kind: MediaKind; file: File }> = [];
  for (const kind of MEDIA_KINDS) {
    const field = MEDIA_FIELDS[kind];
    for (const entry of [...asList(body[field]), ...asList(body[`${field}[]`])]) {
      if (entry instanceof File) {
        if (entry.size > 0 || entry.name !== '') uploads.push({ kind, file: entry });
      } else if (typeof entry === 'string' && entry.trim() !== '') refs[kind].push(entry.trim().slice(0, 300));
    }
  }
  const choice = <T extends number>(value: number | null, allowed: readonly T[], fallback: T): T =>
    allowed.find((candidate) => candidate === value) ?? fallback;
  const unit = text(body, 'price_unit', 2);
  const step = text(body, 'draft_step', 20);
  const values: PostingValues = applyTransactionRule({
    ...EMPTY_POSTING,
    categoryId: integer(body, 'term_id'),
    listingType: choice(integer(body, 'listing_type'), [1, 2] as const, 1),
    postingForm: text(body, 'posting_form', 40).trim(),
    title: text(body, 'title', 1_000),
    description: text(body, 'description', 200_000),
    transactionType: choice(integer(body, 'transaction_type'), [1, 2, 3] as const, 1),
    price: text(body, 'price', 30),
    priceUnit: unit === '1' || unit === '2' || unit === '3' ? unit : '',
    area: text(body, 'area', 30),
    bedrooms: text(body, 'bedrooms', 10),
    bathrooms: text(body, 'bathrooms', 10),
    vehicleBrand: text(body, 'vehicle_brand', VEHICLE_LIMITS.brand * 2),
    vehicleModel: text(body, 'vehicle_model', VEHICLE_LIMITS.model * 2),
    vehicleYear: text(body, 'vehicle_year', 10),
    vehicleKm: text(body, 'vehicle_km', 20),
    vehicleFuel: text(body, 'vehicle_fuel', 2),
    vehicleGearbox: text(body, 'vehicle_gearbox', 2),
    provinceCode: text(body, 'province_code', 10),
    districtCode: text(body, 'district_code', 10),
    wardCode: text(body, 'ward_code', 10),
    street: text(body, 'street', 1_000),
    lat: coordinate(body, 'lat'),
    lng: coordinate(body, 'lng'),
    contactName: text(body, 'contact_name', 1_000),
    contactPhone: text(body, 'contact_phone', 40),
    postType: choice(integer(body, 'post_type'), [1, 2, 3] as const, 1),
    dayNumber: choice(integer(body, 'day_number'), [14, 28] as const, 14),
    paymentBy: text(body, 'payment_by', 10) === 'package' ? 'package' : 'point',
    memberPackageId: integer(body, 'member_package_id'),
  });
  return {
    values,
    refs,
    uploads,
    status: integer(body, 'status') === 60 ? 60 : 10,
    draftStep: isPostingStep(step) ? step : null,
    postId: integer(body, 'post_id'),
  };
}

export interface PostingDeps {
  readonly db: Database;
  readonly mediaDir: string;
  readonly locations: LocationStore;
  readonly now?: Date;
}

type MediaRow = typeof listingMedia.$inferSelect;
type ListingRow = typeof listings.$inferSelect;

/**
 * Attached files by path: a file already on one of the member's listings keeps its row's data; a
 * freshly uploaded one is read from its metadata; another member's file is refused.
 */
async function resolveRefs(db: Database, mediaDir: string, memberId: number, refs: Readonly<Record<MediaKind, readonly string[]>>) {
  const all = MEDIA_KINDS.flatMap((kind) => refs[kind]);
  const rows =
    all.length === 0
      ? []
      : await db
          .select({ media: listingMedia, ownerId: listings.memberId })
          .from(listingMedia)
          .innerJoin(listings, eq(listings.id, listingMedia.listingId))
          .where(inArray(listingMedia.path, all));
  const resolved = { images: [], documents: [], videos: [], panoramas: [] } as Record<MediaKind, StagedMedia[]>;
  for (const kind of MEDIA_KINDS) {
    for (const ref of new Set(refs[kind])) {
      const attached = rows.filter((row) => row.media.path === ref);
      // A file already on listings is the member's to reuse only if one of those listings is theirs
      // (the same photo may sit on listings of several members: a shop's stock image, a re-post).
      const own = attached.find((row) => row.ownerId === memberId)?.media;
      if (attached.length > 0 && !own) throw new PostingRefused(403, 'Tệp đính kèm không thuộc tin của bạn.', kind);
      const media = own ? fromRow(own) : await readStored(mediaDir, ref);
      if (!media) throw new PostingRefused(400, 'Một tệp đính kèm không còn trên máy chủ, vui lòng tải lên lại.', kind);
      resolved[kind].push(media);
    }
  }
  return resolved;
}

function fromRow(row: MediaRow): StagedMedia {
  return { path: row.path, name: row.originalName ?? '', mimeType: row.mimeType, bytes: row.bytes, width: row.width, height: row.height };
}

const placeholder = (file: CheckedFile): StagedMedia => ({ path: '', name: file.name, mimeType: file.mimeType, bytes: file.bytes.length, width: file.width, height: file.height });

/** A draft needs a category; every other rule waits until it is submitted, except the maxima. */
function draftErrors(values: PostingValues): PostingErrors {
  const errors: PostingErrors = {};
  const longer = (value: string, rule: { field: string; max: number }) => (value.trim().length > rule.max ? `${rule.field} không được quá ${rule.max} kí tự!` : null);
  const checks: Array<[keyof PostingErrors, string | null]> = [
    ['categoryId', values.categoryId === null ? 'Danh mục không được để trống!' : null],
    ['title', longer(values.title, TEXT_RULES.title)],
    ['description', longer(htmlToText(values.description), TEXT_RULES.description)],
    ['street', longer(values.street, TEXT_RULES.street)],
    ['contactName', longer(values.contactName, TEXT_RULES.contactName)],
    ['contactPhone', values.contactPhone.length > 20 ? 'Số điện thoại không đúng' : null],
  ];
  for (const [field, message] of checks) if (message) errors[field] = message;
  return errors;
}

function firstError(errors: PostingErrors): PostingRefused | null {
  const entry = Object.entries(errors).find(([, message]) => message);
  return entry ? new PostingRefused(400, entry[1], entry[0]) : null;
}

async function loadCategory(db: Database, id: number | null) {
  if (id === null) return null;
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ?? null;
}

/**
 * A posting names a place in the 2025 units (34 provinces → wards, no district). The old codes of
 * the spec's location files are refused here: a listing keeps them only if it was posted with them.
 */
function checkLocation(locations: LocationStore, values: PostingValues): void {
  const { units2025 } = locations;
  if (values.districtCode !== '') {
    throw new PostingRefused(400, 'Quận/Huyện không còn được dùng từ 01/07/2025: hãy chọn Tỉnh/Thành phố và Phường/Xã.', 'wardCode');
  }
  if (values.provinceCode !== '' && !units2025.provinces[values.provinceCode]) {
    throw new PostingRefused(400, 'Tỉnh/Thành phố không hợp lệ: hãy chọn một trong 34 tỉnh/thành hiện nay.', 'provinceCode');
  }
  const ward = values.wardCode === '' ? null : units2025.wards[values.wardCode];
  if (ward !== null && (ward === undefined || ward.parent_code !== values.provinceCode)) {
    throw new PostingRefused(400, 'Phường/Xã không thuộc Tỉnh/Thành phố đã chọn.', 'wardCode');
  }
  const { lat, lng } = values;
  if ((lat === null) !== (lng === null) || (lat !== null && lng !== null && (lat < 8 || lat > 24 || lng < 102 || lng > 110))) {
    throw new PostingRefused(400, 'Vị trí trên bản đồ phải nằm trong lãnh thổ Việt Nam.', 'provinceCode');
  }
}

/** The listing's columns from the form (the description sanitised; numbers parsed). */
function listingColumns(values: PostingValues, locations: LocationStore, media: Readonly<Record<MediaKind, readonly StagedMedia[]>>, categorySlug: string | null) {
  const descriptionHtml = sanitizeHtml(values.description);
  const priced = values.transactionType === 1;
  const price = priced ? parseDecimal(values.price) : null;
  const unit: PriceUnit = values.priceUnit === '2' ? 2 : values.priceUnit === '3' ? 3 : 1;
  const realEstate = values.listingType === 2;
  const title = values.title.trim();
  const place = values.provinceCode === '' ? null : locations.units2025.place(values.provinceCode, values.wardCode === '' ? null : values.wardCode);
  return {
    categoryId: values.categoryId ?? 0,
    listingType: values.listingType,
    title,
    objectSlug: slugify(title),
    descriptionHtml,
    // The place's names, today's and the old ones (its ward's old district and province), so both find it.
    searchText: storedSearchText(toSearchText(title, htmlToText(descriptionHtml), place?.address, locations.oldWardPath(values.wardCode))),
    postingForm: values.postingForm || 'Khác',
    price,
    priceVnd: price === null ? null : priceInVnd(price, unit),
    priceUnit: unit,
    transactionType: values.transactionType,
    area: realEstate ? parseDecimal(values.area) : null,
    bedrooms: realEstate && values.bedrooms.trim() !== '' ? Number(values.bedrooms) : null,
    bathrooms: realEstate && values.bathrooms.trim() !== '' ? Number(values.bathrooms) : null,
    // Only a "Xe cộ" listing has vehicle facts; a draft's half-typed value (a year of "20") is not
    // stored — the wizard keeps it in the browser's copy until it is valid.
    ...vehicleColumns(isVehicleCategory(categorySlug) ? vehicleFactsOf(values) : null),
    provinceCode: null,
    districtCode: null,
    wardCode: null,
    unitProvinceCode: place?.provinceCode ?? null,
    unitWardCode: place?.wardCode ?? null,
    unitStage: place?.address ?? '',
    street: values.street.trim() || null,
    locationStage: place?.address ?? '',
    latitude: values.lat,
    longitude: values.lng,
    contactName: values.contactName.trim(),
    contactPhone: values.contactPhone.trim(),
    hasVideo: media.videos.length > 0,
    hasPanorama: media.panoramas.length > 0,
    thumbPath: media.images[0]?.path ?? null,
  };
}

/** Tier prices per 14 days from the price list's rao-vat group (other_id is the tier code). */
export async function tierPrices(db: Database): Promise<TierPrice[]> {
  const rows = await db.select().from(priceItems).where(eq(priceItems.groupKey, 'rao-vat')).orderBy(asc(priceItems.position));
  const prices: TierPrice[] = [];
  for (const tier of [1, 2, 3] as const) {
    const row = rows.find((candidate) => candidate.otherId === tier);
    if (row) prices.push({ postType: tier, name: row.name, points: row.price });
  }
  return prices;
}

interface Payment {
  readonly postType: TierCode;
  readonly dayNumber: DayNumber;
  readonly paymentBy: 'point' | 'package';
  readonly memberPackageId: number | null;
}

/**
 * Pays for a listing going to review, inside the caller's transaction: points through the ledger
 * (refused with the ledger's message when short), or one post of an owned, unexpired package of
 * the same tier. Returns what the listing row records.
 */
async function payForListing(tx: Database, memberId: number, listingId: number, payment: Payment, now: Date) {
  if (payment.paymentBy === 'package') {
    const [used] = await tx
      .update(memberPackages)
      .set({ remainingPosts: sql`${memberPackages.remainingPosts} - 1` })
      .where(
        and(
          gt(memberPackages.remainingPosts, 0),
          // The member's unexpired package of this tier that expires first (or the one chosen).
          eq(
            memberPackages.id,
            sql`(select mp.id from member_packages mp join service_packages sp on sp.id = mp.package_id
                 where mp.member_id = ${memberId} and mp.remaining_posts > 0 and mp.expires_at > ${now.toISOString()}
                 and sp.post_type = ${payment.postType} ${payment.memberPackageId === null ? sql`` : sql`and mp.id = ${payment.memberPackageId}`}
                 order by mp.expires_at asc, mp.id asc limit 1)`,
          ),
        ),
      )
      .returning({ packageId: memberPackages.packageId });
    if (!used) throw new PostingRefused(409, 'Gói dịch vụ đã hết lượt đăng tin, hết hạn hoặc không cùng loại tin.', 'memberPackageId');
    const [pack] = await tx.select({ dayNumber: servicePackages.dayNumber }).from(servicePackages).where(eq(servicePackages.id, used.packageId));
    return { paidWithPoints: false, durationDays: pack?.dayNumber ?? payment.dayNumber };
  }
  const cost = postingCost(await tierPrices(tx), payment.postType, payment.dayNumber);
  if (cost > 0) {
    await spendPoints(tx, {
      memberId,
      points: cost,
      description: `Đăng tin #${listingId} (${payment.dayNumber} ngày)`,
      referenceType: 'listing',
      referenceId: String(listingId),
      idempotencyKey: `listing-post:${listingId}`,
      now,
    });
  }
  return { paidWithPoints: true, durationDays: payment.dayNumber };
}

async function replaceMedia(tx: Database, listingId: number, media: Readonly<Record<MediaKind, readonly StagedMedia[]>>, now: Date) {
  await tx.delete(listingMedia).where(eq(listingMedia.listingId, listingId));
  const rows = MEDIA_KINDS.flatMap((kind) =>
    media[kind].map((file, position) => ({
      listingId,
      kind: kind === 'images' ? ('image' as const) : kind === 'documents' ? ('document' as const) : kind === 'videos' ? ('video' as const) : ('panorama' as const),
      path: file.path,
      originalName: file.name || null,
      mimeType: file.mimeType,
      bytes: file.bytes,
      width: file.width,
      height: file.height,
      position,
      createdAt: now,
    })),
  );
  if (rows.length > 0) await tx.insert(listingMedia).values(rows);
}

export type PostingMode = 'create' | 'edit' | 'repost';

export interface PostingResult {
  readonly postId: number;
  readonly status: number;
}

async function ownListing(db: Database, memberId: number, id: number | null): Promise<ListingRow> {
  if (id === null) throw new PostingRefused(400, 'Thiếu mã tin (post_id).', 'post_id');
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  if (!row) throw new PostingRefused(404, 'Tin này không tồn tại hoặc đã hết hạn.');
  if (row.memberId !== memberId) throw new PostingRefused(403, 'Bạn không có quyền thực hiện thao tác này.');
  return row;
}

/** Which lifecycle event a submitted edit is, by the listing's stored status; null: no status change. */
function editEvent(status: number): ListingEventType | null {
  if (status === 60) return 'listing.submit';
  if (status === 50) return 'listing.resubmit';
  if (status === 10) return null;
  return 'listing.edit';
}

/** post (create), edit-post (edit) and create-repost (repost) share this one path. */
export async function savePosting(deps: PostingDeps, memberId: number, mode: PostingMode, post: ParsedPost): Promise<PostingResult> {
  const { db, mediaDir, locations } = deps;
  const now = deps.now ?? new Date();
  const existing = mode === 'create' ? null : await ownListing(db, memberId, post.postId);
  if (mode === 'repost' && existing?.status === 60) throw new PostingRefused(409, 'Tin nháp không đăng lại được: hãy mở tin nháp và đăng.');
  if (mode === 'edit' && existing && post.status === 60 && existing.status !== 60) {
    throw new PostingRefused(409, 'Tin đã gửi duyệt không lưu nháp được; hãy bấm "Đăng tin" để gửi thay đổi.');
  }
  const status = mode === 'repost' ? 10 : post.status;

  for (const kind of MEDIA_KINDS) assertCount(kind, post.refs[kind].length + post.uploads.filter((upload) => upload.kind === kind).length);
  const attached = await resolveRefs(db, mediaDir, memberId, post.refs);
  const checked = await checkFiles(post.uploads);
  const counted = Object.fromEntries(
    MEDIA_KINDS.map((kind) => [kind, [...attached[kind], ...checked.filter((file) => file.kind === kind).map(placeholder)]]),
  ) as Record<MediaKind, StagedMedia[]>;

  const category = await loadCategory(db, post.values.categoryId);
  if (post.values.categoryId !== null && !category) throw new PostingRefused(400, 'Danh mục không tồn tại.', 'categoryId');
  if (post.values.postingForm !== '' && !(POSTING_FORMS as readonly string[]).includes(post.values.postingForm)) {
    throw new PostingRefused(400, 'Hình thức không hợp lệ.', 'postingForm');
  }
  const values: PostingValues = { ...post.values, media: counted };
  const paymentLocked = existing !== null && mode === 'edit' && existing.status !== 60;
  const errors = status === 60 ? draftErrors(values) : validateAll(values, { categorySlug: category?.slug ?? null, paymentLocked });
  // The sanitised text is what is stored: a description that was only markup or script is empty.
  if (status === 10 && !errors.description) {
    const stored = validateText(htmlToText(sanitizeHtml(values.description)), TEXT_RULES.description);
    if (stored) errors.description = stored;
  }
  const refusal = firstError(errors);
  if (refusal) throw refusal;
  checkLocation(locations, values);

  const stored = await storeFiles(mediaDir, checked, now);
  const media = Object.fromEntries(
    MEDIA_KINDS.map((kind) => [kind, [...attached[kind], ...stored.filter((_, index) => checked[index]?.kind === kind)]]),
  ) as Record<MediaKind, StagedMedia[]>;
  const columns = listingColumns(values, locations, media, category?.slug ?? null);
  const payment: Payment = { postType: values.postType, dayNumber: values.dayNumber, paymentBy: values.paymentBy, memberPackageId: values.memberPackageId };

  try {
    return await db.transaction(async (tx) => {
      if (existing && mode === 'edit') {
        const event = status === 10 ? editEvent(existing.status) : null;
        // Tier and duration are chosen once, when the listing is first sent; later edits keep them.
        const paysNow = event === 'listing.submit';
        await tx
          .update(listings)
          .set({ ...columns, draftStep: status === 60 ? post.draftStep : null, updatedAt: now, ...(existing.status === 60 ? { postType: payment.postType, durationDays: payment.dayNumber, paidWithPoints: payment.paymentBy === 'point' } : {}) })
          .where(eq(listings.id, existing.id));
        await replaceMedia(tx, existing.id, media, now);
        if (event) await applyListingEvent(tx, { listingId: existing.id, event: { type: event }, actor: { memberId, role: 'member' }, now });
        if (paysNow) {
          const paid = await payForListing(tx, memberId, existing.id, payment, now);
          await tx.update(listings).set(paid).where(eq(listings.id, existing.id));
        }
        const [after] = await tx.select({ status: listings.status }).from(listings).where(eq(listings.id, existing.id));
        return { postId: existing.id, status: after?.status ?? existing.status };
      }
      const [created] = await tx
        .insert(listings)
        .values({
          ...columns,
          memberId,
          status,
          postType: payment.postType,
          durationDays: payment.dayNumber,
          paidWithPoints: payment.paymentBy === 'point',
          draftStep: status === 60 ? post.draftStep : null,
          objectDate: now,
          pushedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: listings.id });
      if (!created) throw new Error('listing not inserted');
      await replaceMedia(tx, created.id, media, now);
      await tx.insert(listingStatusHistory).values({
        listingId: created.id,
        fromStatus: null,
        toStatus: status,
        event: status === 60 ? 'listing.draft' : mode === 'repost' ? 'listing.repost' : 'listing.create',
        actorMemberId: memberId,
        actorRole: 'member',
        reason: existing ? `Đăng lại từ tin #${existing.id}` : null,
        createdAt: now,
      });
      if (status === 10) {
        const paid = await payForListing(tx, memberId, created.id, payment, now);
        await tx.update(listings).set(paid).where(eq(listings.id, created.id));
      }
      return { postId: created.id, status };
    });
  } catch (error) {
    await removeStored(
      mediaDir,
      stored.map((file) => file.path),
    );
    throw error;
  }
}

/** POST /api/content/draft (post_id, status 10): a complete draft goes to review and is paid now. */
export async function submitDraft(deps: PostingDeps, memberId: number, postId: number | null, status: number | null): Promise<PostingResult> {
  const { db, locations } = deps;
  const now = deps.now ?? new Date();
  if (status !== 10) throw new PostingRefused(400, 'Tin nháp chỉ có thể chuyển sang chờ duyệt (status 10).', 'status');
  const listing = await ownListing(db, memberId, postId);
  if (listing.status !== 60) throw new PostingRefused(409, 'Chỉ tin nháp mới gửi duyệt được.');
  const values = await editValues(db, listing);
  const category = await loadCategory(db, listing.categoryId);
  const refusal = firstError(validateAll(values, { categorySlug: category?.slug ?? null }));
  if (refusal) throw new PostingRefused(400, `Tin nháp chưa đủ thông tin: ${refusal.message}`, refusal.field);
  checkLocation(locations, values);
  const paymentBy = listing.paidWithPoints ? 'point' : 'package';
  return db.transaction(async (tx) => {
    await applyListingEvent(tx, { listingId: listing.id, event: { type: 'listing.submit' }, actor: { memberId, role: 'member' }, now });
    const paid = await payForListing(tx, memberId, listing.id, { postType: values.postType, dayNumber: values.dayNumber, paymentBy, memberPackageId: null }, now);
    await tx.update(listings).set({ ...paid, draftStep: null }).where(eq(listings.id, listing.id));
    return { postId: listing.id, status: 10 };
  });
}

const KIND_OF_ROW: Readonly<Record<MediaRow['kind'], MediaKind>> = { image: 'images', document: 'documents', video: 'videos', panorama: 'panoramas' };

/** A stored listing back in the wizard's terms (edit mode, and checking a draft before it is sent). */
export async function editValues(db: Database, listing: ListingRow): Promise<PostingValues> {
  const rows = await db.select().from(listingMedia).where(eq(listingMedia.listingId, listing.id)).orderBy(asc(listingMedia.position), asc(listingMedia.id));
  const media = { images: [], documents: [], videos: [], panoramas: [] } as Record<MediaKind, StagedMedia[]>;
  for (const row of rows) media[KIND_OF_ROW[row.kind]].push(fromRow(row));
  const tier = (value: number): TierCode => (value === 3 ? 3 : value === 2 ? 2 : 1);
  const decimal = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));
  return {
    categoryId: listing.categoryId,
    listingType: listing.listingType === 2 ? 2 : 1,
    postingForm: listing.postingForm,
    title: listing.title,
    description: listing.descriptionHtml,
    transactionType: listing.transactionType === 3 ? 3 : listing.transactionType === 2 ? 2 : 1,
    price: decimal(listing.price),
    // A draft saved before its price was typed comes back without a unit, not with the column's default.
    priceUnit: listing.transactionType === 1 && listing.price !== null ? (String(listing.priceUnit) as '1' | '2' | '3') : '',
    area: decimal(listing.area),
    bedrooms: listing.bedrooms === null ? '' : String(listing.bedrooms),
    bathrooms: listing.bathrooms === null ? '' : String(listing.bathrooms),
    vehicleBrand: listing.vehicleBrand ?? '',
    vehicleModel: listing.vehicleModel ?? '',
    vehicleYear: listing.vehicleYear === null ? '' : String(listing.vehicleYear),
    vehicleKm: listing.vehicleKm === null ? '' : String(listing.vehicleKm),
    vehicleFuel: listing.vehicleFuel === null ? '' : String(listing.vehicleFuel),
    vehicleGearbox: listing.vehicleGearbox === null ? '' : String(listing.vehicleGearbox),
    media,
    // The wizard edits the 2025 place; a listing posted with old codes opens on the place they map to.
    provinceCode: listing.unitProvinceCode ?? '',
    districtCode: '',
    wardCode: listing.unitWardCode ?? '',
    street: listing.street ?? '',
    lat: listing.latitude,
    lng: listing.longitude,
    contactName: listing.contactName,
    contactPhone: listing.contactPhone,
    postType: tier(listing.postType),
    dayNumber: listing.durationDays === 28 ? 28 : 14,
    paymentBy: listing.paidWithPoints || listing.status === 60 ? 'point' : 'package',
    memberPackageId: null,
  };
}

/** The wizard step a draft was left at; the seed's older name 'images' is the media step. */
function resumeStep(stored: string | null): PostingStep | null {
  if (stored === 'images') return 'media';
  return isPostingStep(stored) ? stored : null;
}

/** post-detail `for=edit`: the owner's whole listing as the wizard edits it. */
export async function loadEditDetail(db: Database, memberId: number, postId: number) {
  const listing = await ownListing(db, memberId, postId);
  const values = await editValues(db, listing);
  const [category] = await db.select({ slug: categories.slug }).from(categories).where(eq(categories.id, listing.categoryId));
  const toWire = (file: StagedMedia) => ({ path: file.path, name: file.name, mime_type: file.mimeType, bytes: file.bytes, width: file.width, height: file.height });
  return {
    post_id: listing.id,
    status: listing.status,
    draft_step: resumeStep(listing.draftStep),
    send_back_notes: listing.sendBackNotes ?? {},
    reject_reason: listing.rejectReason,
    updated_at: Math.floor(listing.updatedAt.getTime() / 1000),
    category_slug: category?.slug ?? null,
    term_id: values.categoryId,
    listing_type: values.listingType,
    posting_form: values.postingForm,
    title: values.title,
    description: values.description,
    transaction_type: values.transactionType,
    price: values.price,
    price_unit: values.priceUnit,
    area: values.area,
    bedrooms: values.bedrooms,
    bathrooms: values.bathrooms,
    vehicle_brand: values.vehicleBrand,
    vehicle_model: values.vehicleModel,
    vehicle_year: values.vehicleYear,
    vehicle_km: values.vehicleKm,
    vehicle_fuel: values.vehicleFuel,
    vehicle_gearbox: values.vehicleGearbox,
    province_code: values.provinceCode,
    district_code: values.districtCode,
    ward_code: values.wardCode,
    street: values.street,
    lat: values.lat,
    lng: values.lng,
    contact_name: values.contactName,
    contact_phone: values.contactPhone,
    post_type: values.postType,
    day_number: values.dayNumber,
    payment_by: values.paymentBy,
    media: {
      images: values.media.images.map(toWire),
      documents: values.media.documents.map(toWire),
      videos: values.media.videos.map(toWire),
      panoramas: values.media.panoramas.map(toWire),
    },
  };
}
