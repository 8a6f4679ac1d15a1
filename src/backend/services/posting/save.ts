/**
 * Saving a posting (spec §7: post, edit-post, create-repost, draft): everything is checked before
 * anything is written — the form against the wizard's rules, new files by content, attached files by
 * ownership — then new files are stored and the listing, its media and its payment are written in one
 * transaction. If that transaction fails, the files this call stored are removed again: a refusal
 * leaves no row and no file behind. Wire shapes: docs/upstream-contract.md "Posting".
 */
import { eq } from 'drizzle-orm';
import { htmlToText } from '~/lib/html-text';
import { priceInVnd, type PriceUnit } from '~/lib/money';
import {
  MEDIA_KINDS,
  parseDecimal,
  POSTING_FORMS,
  TEXT_RULES,
  validateAll,
  vehicleFactsOf,
  type MediaKind,
  type PostingValues,
  type StagedMedia,
} from '~/lib/posting-rules';
import { sanitizeHtml } from '~/lib/sanitize-html';
import { storedSearchText, toSearchText } from '~/lib/search-text';
import { slugify } from '~/lib/slug';
import { validateText } from '~/lib/validation';
import { isVehicleCategory } from '~/lib/vehicle';
import type { Database } from '../../db/client';
import { listings, listingStatusHistory } from '../../db/schema';
import { vehicleColumns } from '../../db/vehicle-columns';
import { assertCount, checkFiles, removeStored, storeFiles } from '../listing-media';
import { applyListingEvent } from '../listing-transitions';
import type { LocationStore } from '../locations';
import { checkLocation, draftErrors, firstError, loadCategory } from './checks';
import { editValues, ownListing } from './edit';
import type { ParsedPost } from './form';
import { placeholder, replaceMedia, resolveRefs } from './media';
import { payForListing, type Payment } from './pricing';
import { PostingRefused } from './refused';
import { DRAFT_STATUS } from '~/machines/listingLifecycle';
import { LISTING_STATUS } from '~/machines/listing-statuses';

/** The lifecycle events a posting edit can cause. */
type ListingEventType = 'listing.submit' | 'listing.resubmit' | 'listing.edit';

export interface PostingDeps {
  readonly db: Database;
  readonly mediaDir: string;
  readonly locations: LocationStore;
  readonly now?: Date;
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

export type PostingMode = 'create' | 'edit' | 'repost';

export interface PostingResult {
  readonly postId: number;
  readonly status: number;
}

/** Which lifecycle event a submitted edit is, by the listing's stored status; null: no status change. */
function editEvent(status: number): ListingEventType | null {
  if (status === DRAFT_STATUS) return 'listing.submit';
  if (status === LISTING_STATUS.sendBack) return 'listing.resubmit';
  if (status === LISTING_STATUS.pending) return null;
  return 'listing.edit';
}

/** post (create), edit-post (edit) and create-repost (repost) share this one path. */
export async function savePosting(deps: PostingDeps, memberId: number, mode: PostingMode, post: ParsedPost): Promise<PostingResult> {
  const { db, mediaDir, locations } = deps;
  const now = deps.now ?? new Date();
  const existing = mode === 'create' ? null : await ownListing(db, memberId, post.postId);
  if (mode === 'repost' && existing?.status === DRAFT_STATUS) throw new PostingRefused(409, 'Tin nháp không đăng lại được: hãy mở tin nháp và đăng.');
  if (mode === 'edit' && existing && post.status === DRAFT_STATUS && existing.status !== DRAFT_STATUS) {
    throw new PostingRefused(409, 'Tin đã gửi duyệt không lưu nháp được; hãy bấm "Đăng tin" để gửi thay đổi.');
  }
  const status = mode === 'repost' ? LISTING_STATUS.pending : post.status;

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
  const paymentLocked = existing !== null && mode === 'edit' && existing.status !== DRAFT_STATUS;
  const errors = status === DRAFT_STATUS ? draftErrors(values) : validateAll(values, { categorySlug: category?.slug ?? null, paymentLocked });
  // The sanitised text is what is stored: a description that was only markup or script is empty.
  if (status === LISTING_STATUS.pending && !errors.description) {
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
        const event = status === LISTING_STATUS.pending ? editEvent(existing.status) : null;
        // Tier and duration are chosen once, when the listing is first sent; later edits keep them.
        const paysNow = event === 'listing.submit';
        await tx
          .update(listings)
          .set({ ...columns, draftStep: status === DRAFT_STATUS ? post.draftStep : null, updatedAt: now, ...(existing.status === DRAFT_STATUS ? { postType: payment.postType, durationDays: payment.dayNumber, paidWithPoints: payment.paymentBy === 'point' } : {}) })
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
      // A new listing starts where the lifecycle machine starts (a draft); sending it to review is
      // the machine's `listing.submit`, as for a draft sent later — one road for every status change.
      const [created] = await tx
        .insert(listings)
        .values({
          ...columns,
          memberId,
          status: DRAFT_STATUS,
          postType: payment.postType,
          durationDays: payment.dayNumber,
          paidWithPoints: payment.paymentBy === 'point',
          draftStep: status === DRAFT_STATUS ? post.draftStep : null,
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
        toStatus: DRAFT_STATUS,
        event: 'listing.draft',
        actorMemberId: memberId,
        actorRole: 'member',
        reason: existing ? `Đăng lại từ tin #${existing.id}` : null,
        createdAt: now,
      });
      if (status === LISTING_STATUS.pending) {
        await applyListingEvent(tx, { listingId: created.id, event: { type: 'listing.submit' }, actor: { memberId, role: 'member' }, now });
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
  if (status !== LISTING_STATUS.pending) throw new PostingRefused(400, 'Tin nháp chỉ có thể được gửi duyệt.', 'status');
  const listing = await ownListing(db, memberId, postId);
  if (listing.status !== DRAFT_STATUS) throw new PostingRefused(409, 'Chỉ tin nháp mới gửi duyệt được.');
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
    return { postId: listing.id, status: LISTING_STATUS.pending };
  });
}
