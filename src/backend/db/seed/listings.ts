/**
 * Builds listing n (id n + 1) and everything hanging off it (media, comments, favourites, callback
 * requests, status history) from its own random stream, so any listing is the same whatever the
 * batch size. Call `build` in index order: comment ids and the demo member's favourites are counted.
 */
import { priceInVnd } from '~/lib/money';
import { slugify } from '~/lib/slug';
import { storedSearchText, toSearchText } from '~/lib/search-text';
import type { callbackRequests, comments, favourites, listingMedia, listings, listingStatusHistory } from '../schema';
import { joinSearch, searchPart } from './content';
import { CATEGORY_WEIGHTS, categoryBySlug, photoPath, SEED_CATEGORIES } from './categories';
import { PANORAMA_COUNT, PANORAMA_SIZE, panoramaPath, type ImageFile } from './images';
import { VIDEO_COUNT, VIDEO_SIZE, videoPath } from './videos';
import { jitteredCoordinates, type Place, type PlacePicker } from './locations';
import { DEMO_MEMBER, personName, phoneNumber, type BuiltMembers, type SeedMember } from './members';
import { streamRng, STREAM, WeightedTable, type Rng } from './random';
import { SHOWCASE, statusHistory, type ShowcasePlan, type StatusCode } from './showcase';
import { STREETS } from './vocabulary';
import { Engagement } from './engagement';
import { vehicleColumns } from '../vehicle-columns';
import { LISTING_STATUS } from '~/machines/listing-statuses';

type ListingRow = typeof listings.$inferInsert;
type MediaRow = typeof listingMedia.$inferInsert;

export interface ListingBatch {
  readonly listings: ListingRow[];
  readonly media: MediaRow[];
  readonly history: Array<typeof listingStatusHistory.$inferInsert>;
  readonly comments: Array<typeof comments.$inferInsert>;
  readonly favourites: Array<typeof favourites.$inferInsert>;
  readonly callbacks: Array<typeof callbackRequests.$inferInsert>;
}

export function emptyBatch(): ListingBatch {
  return { listings: [], media: [], history: [], comments: [], favourites: [], callbacks: [] };
}

/**
 * Three listings in ten keep the codes of before 2025-07-01 (province → district → ward), as listings
 * posted then do; the demo member's showcase listings are all in the 2025 units, so the tests that
 * edit them through the wizard find every step complete (an old-coded listing may need a ward).
 */
const isOldCoded = (id: number, showcase: boolean) => !showcase && id % 10 < 3;

/** The location columns of a seeded listing: old codes mapped into the 2025 units, or the 2025 units alone. */
function seededLocation(place: Place, oldCoded: boolean) {
  const { current } = place;
  if (oldCoded) {
    return {
      provinceCode: place.provinceCode,
      districtCode: place.districtCode,
      wardCode: place.wardCode,
      locationStage: place.stage,
      unitProvinceCode: current.provinceCode,
      unitWardCode: current.wardCode,
      unitStage: current.address,
    };
  }
  return {
    provinceCode: null,
    districtCode: null,
    wardCode: null,
    locationStage: current.addressInDistrict,
    unitProvinceCode: current.provinceCode,
    unitWardCode: current.wardInDistrict,
    unitStage: current.addressInDistrict,
  };
}

const DAY = 86_400_000;
const MINUTE = 60_000;
const LABELS = ['Chính chủ', 'Giá tốt', 'Mới'] as const;
const STATUSES = new WeightedTable<StatusCode>([
  [20, 85],
  [10, 3.5],
  [30, 2.5],
  [40, 2],
  [50, 1.5],
  [60, 2.5],
  [70, 1.5],
  [80, 1.5],
]);
const TIERS = new WeightedTable<1 | 2 | 3>([
  [1, 75],
  [2, 17],
  [3, 8],
]);
const IMAGE_COUNTS = new WeightedTable([
  [1, 10],
  [2, 15],
  [3, 25],
  [4, 20],
  [5, 15],
  [6, 15],
]);

const seconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

export class ListingFactory {
  private readonly categories = new WeightedTable(CATEGORY_WEIGHTS);
  private readonly photos = new Map<string, readonly ImageFile[]>();
  /** Share of super vip listings on the home page: ~3%, more for tiny seeds so the carousel is never empty. */
  private readonly homeShare: number;
  private readonly demo: SeedMember;
  private readonly engagement: Engagement;

  constructor(
    private readonly options: {
      seed: number;
      now: Date;
      total: number;
      places: PlacePicker;
      members: BuiltMembers;
      images: ReadonlyMap<string, ImageFile>;
    },
  ) {
    for (const category of SEED_CATEGORIES) {
      const files = Array.from({ length: category.photos }, (_, i) => options.images.get(photoPath(category.slug, i)));
      this.photos.set(category.slug, files.filter((file): file is ImageFile => file !== undefined));
    }
    this.homeShare = Math.min(0.5, Math.max(0.03, 12 / Math.max(1, options.total * 0.08)));
    this.demo = { id: DEMO_MEMBER.id, fullName: DEMO_MEMBER.fullName, phone: DEMO_MEMBER.phone };
    this.engagement = new Engagement(options.now, options.members.crowd);
  }

  build(index: number, out: ListingBatch): void {
    const { now } = this.options;
    const id = index + 1;
    const rng = streamRng(this.options.seed, STREAM.listing, index);
    const plan: ShowcasePlan | undefined = SHOWCASE[index];
    const category = plan ? categoryBySlug(plan.category) : this.categories.pick(rng);
    const owner = plan ? this.demo : this.options.members.sellers.pick(rng);
    const place = this.options.places.pick(rng);
    const street = rng.pick(STREETS);
    const ownContact = rng.chance(0.85);
    const otherGender = rng.chance(0.5) ? 1 : 2;
    const otherGiven = personName(rng, otherGender).split(' ').pop() ?? '';
    const contactName = ownContact ? owner.fullName : `${otherGender === 1 ? 'Anh' : 'Chị'} ${otherGiven}`;
    const contactPhone = ownContact ? owner.phone : phoneNumber(rng);
    const content = category.content({ rng, place, street, contactName, template: plan?.template });

    const status: StatusCode = plan?.status ?? STATUSES.pick(rng);
    const live = status === LISTING_STATUS.posted || status === LISTING_STATUS.verified;
    const expired = plan ? plan.expired === true : status === LISTING_STATUS.posted && rng.chance(0.08);
    const postType = plan?.postType ?? TIERS.pick(rng);
    const durationDays = rng.chance(0.6) ? 14 : 28;
    const span = (durationDays - 1) * DAY;
    const nowMs = now.getTime();

    let ageMs: number;
    if (live) ageMs = expired ? (durationDays + rng.next() * (60 - durationDays)) * DAY : rng.next() * span * 0.97;
    else if (status === LISTING_STATUS.takeDown || status === LISTING_STATUS.draft) ageMs = rng.next() * 60 * DAY;
    else if (status === LISTING_STATUS.reject) ageMs = (1 + rng.next() * 29) * DAY;
    else if (status === LISTING_STATUS.sendBack) ageMs = rng.next() * 10 * DAY;
    else ageMs = rng.next() * 3 * DAY;
    const objectDate = seconds(nowMs - ageMs);
    const endsAt = live || status === LISTING_STATUS.takeDown ? new Date(objectDate.getTime() + span) : null;
    const liveUntil = Math.min(nowMs, endsAt?.getTime() ?? nowMs);
    const pushedAt =
      live && rng.chance(0.3) ? seconds(objectDate.getTime() + rng.next() * (liveUntil - objectDate.getTime())) : objectDate;
    const createdAt = seconds(objectDate.getTime() - rng.int(10, 180) * MINUTE);
    const updatedAt =
      status === LISTING_STATUS.takeDown || status === LISTING_STATUS.reject || status === LISTING_STATUS.sendBack
        ? seconds(objectDate.getTime() + rng.next() * (nowMs - objectDate.getTime()))
        : pushedAt;

    const photos = rng.sample(this.photos.get(category.slug) ?? [], IMAGE_COUNTS.pick(rng));
    const hasVideo = plan?.hasVideo ?? rng.chance(category.listingType === 2 || category.slug === 'xe-co' ? 0.08 : 0.03);
    const hasPanorama = plan?.hasPanorama ?? rng.chance(category.listingType === 2 ? 0.08 : 0.005);
    const labelled = plan?.label !== undefined || rng.chance(0.12);
    const label = plan?.label ?? (labelled ? (rng.chance(0.7) ? content.label : rng.pick(LABELS)) : null);
    const ageDays = Math.max(0, (liveUntil - objectDate.getTime()) / DAY);
    const { latitude, longitude } = jitteredCoordinates(place, rng);

    out.listings.push({
      id,
      memberId: owner.id,
      categoryId: category.id,
      listingType: category.listingType,
      title: content.title,
      objectSlug: slugify(content.title),
      descriptionHtml: content.descriptionHtml,
      searchText: storedSearchText(joinSearch(toSearchText(content.title), content.descriptionSearch, searchPart(place.stage), searchPart(place.current.addressInDistrict))),
      status,
      postType,
      paidWithPoints: plan?.paidWithPoints ?? rng.chance(postType > 1 ? 0.35 : 0.1),
      onHomePage: plan?.onHomePage ?? (postType === 3 && rng.chance(this.homeShare)),
      postingForm: content.postingForm,
      addOnLabelName: label,
      addOnLabelPath: null,
      price: content.price,
      priceVnd: priceInVnd(content.price, content.priceUnit),
      priceUnit: content.priceUnit,
      transactionType: content.transactionType,
      area: content.area,
      bedrooms: content.bedrooms,
      bathrooms: content.bathrooms,
      ...vehicleColumns(content.vehicle),
      ...seededLocation(place, isOldCoded(id, plan !== undefined)),
      street,
      latitude,
      longitude,
      contactName,
      contactPhone,
      hasVideo,
      hasPanorama,
      thumbPath: photos[0]?.path ?? null,
      verified: status === LISTING_STATUS.verified || (status === LISTING_STATUS.posted && rng.chance(0.1)),
      objectDate,
      pushedAt,
      durationDays,
      endsAt,
      // The expiry job's mark (listing lifecycle): an expired live listing was expired the day after its end.
      expiredAt: live && expired && endsAt ? new Date(endsAt.getTime() + DAY) : null,
      expiryWarnedAt: live && expired && endsAt ? new Date(endsAt.getTime() - 3 * DAY) : null,
      rejectReason: status === LISTING_STATUS.reject ? (plan?.rejectReason ?? 'Nội dung tin đăng chưa đúng quy định. Vui lòng kiểm tra lại.') : null,
      sendBackNotes: status === LISTING_STATUS.sendBack ? (plan?.sendBackNotes ?? { description: 'Vui lòng bổ sung mô tả chi tiết hơn.' }) : null,
      draftStep: status === LISTING_STATUS.draft ? (plan?.draftStep ?? rng.pick(['info', 'images', 'contact'])) : null,
      viewCount: live ? Math.floor(ageDays * rng.int(3, 40) * postType) + rng.int(0, 20) : rng.int(0, 15),
      createdAt,
      updatedAt,
    });

    photos.forEach((photo, position) => out.media.push(this.media(id, 'image', photo, position, createdAt, rng)));
    if (hasVideo) {
      const path = videoPath(rng.int(0, VIDEO_COUNT - 1));
      rng.int(4, 18); // the draw that once made up a file size: kept so every later draw, and so the data, stays the same
      const video = this.options.images.get(path) ?? { path, ...VIDEO_SIZE, bytes: 0 };
      out.media.push(this.media(id, 'video', video, 0, createdAt, rng));
    }
    if (hasPanorama) {
      const path = panoramaPath(rng.int(0, PANORAMA_COUNT - 1));
      const file = this.options.images.get(path) ?? { path, ...PANORAMA_SIZE, bytes: 0 };
      out.media.push(this.media(id, 'panorama', file, 0, createdAt, rng));
    }
    if (plan) out.history.push(...statusHistory(id, plan, createdAt));
    if (live) {
      this.engagement.add(rng, { listingId: id, category: category.slug, owner, since: objectDate.getTime(), showcase: plan?.engaged === true, expired }, out);
    }
  }

  private media(
    listingId: number,
    kind: 'image' | 'video' | 'panorama',
    file: ImageFile,
    position: number,
    createdAt: Date,
    rng: Rng,
  ): MediaRow {
    const video = kind === 'video';
    return {
      listingId,
      kind,
      path: file.path,
      originalName: video ? `VID_${rng.int(1000, 9999)}.webm` : `IMG_${rng.int(1000, 9999)}.jpg`,
      mimeType: video ? 'video/webm' : 'image/jpeg',
      bytes: file.bytes,
      width: file.width,
      height: file.height,
      position,
      createdAt,
    };
  }
}
