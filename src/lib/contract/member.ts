/**
 * The member host (spec §7 "Member", the back-end API host): the public profile, the signed-in
 * member's own profile, email activation, stars and favourites. The spec names `/profile/{id}` but
 * not its data; the shape is ours (docs/upstream-contract.md "Member host"). The member id a
 * request carries (`member_id`, `memberId`, `m`) is not in the request schemas: the backend checks
 * it against the bearer token's member (403) before it decodes the rest.
 */
import { Schema } from 'effect';
import { MEMBER_ROLES } from '../member-roles';
import { AppId, Envelope, EpochSeconds, RowId, WireInt } from './common';
import { Article } from './list';


/**
 * The member host's request bounds, plain so the app's routers derive theirs without a schema
 * library. The profile lengths are what the backend reads of each field: it cuts longer text
 * before its checks, whose Vietnamese messages state the real limits.
 */
export const MEMBER_BOUNDS = {
  activationToken: 200,
  fullName: 200,
  phone: 30,
  email: 254,
  address: 400,
  /** Stars one profile/save call may add or take away. */
  starMark: 1000,
  /** Deepest page of favourites, and most favourites per page. */
  favouritesPage: 100,
  favouritesPerPage: 40,
} as const;

/** What anyone may see of a member: never the phone number, the email or the address. */
export class PublicProfile extends Schema.Class<PublicProfile>('Member/PublicProfile')({
  id: Schema.Number.pipe(Schema.int(), Schema.positive()),
  full_name: Schema.String,
  /** Media path of the member's own avatar (like `thumb.path`), null when there is none. */
  avatar: Schema.NullOr(Schema.String),
  /** 1 male, 2 female (spec §3), null when the member did not say. */
  gender: Schema.NullOr(Schema.Literal(1, 2)),
  /** When the account was created. */
  member_since: EpochSeconds,
  /**
   * Live listings (posted 20 or verified 80, not past their end date) outside hidden categories:
   * the ones list-article type 5 with `member` returns, so the count matches the profile's grid.
   */
  active_listings: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
  /** Of those, the ones that carry the verified mark. */
  verified_listings: Schema.Number.pipe(Schema.int(), Schema.nonNegative()),
}) {}

/** GET /api/member/public-profile?id=… ; an unknown or malformed id is a 404 error body. */
export const PublicProfileResponse = Envelope(PublicProfile);

/** The signed-in member's own profile (spec §3 "Auth user" + "Profile"; timestamps in seconds). */
export class MemberProfile extends Schema.Class<MemberProfile>('Member/Profile')({
  id: Schema.Number,
  name: Schema.String,
  full_name: Schema.String,
  avatar: Schema.NullOr(Schema.String),
  gender: Schema.NullOr(Schema.Literal('1', '2')),
  phone: Schema.String,
  email: Schema.NullOr(Schema.String),
  email_verified: Schema.Boolean,
  address: Schema.NullOr(Schema.String),
  role: Schema.Literal(...MEMBER_ROLES),
  numberOfStars: Schema.Number,
  created_at: EpochSeconds,
  point: Schema.Number,
  point_expire: EpochSeconds,
  point_bonus: Schema.Number,
  point_bonus_expire: EpochSeconds,
}) {}

/** GET /api/member/profile-info?id=… (spec: "success, profile"). */
export const ProfileInfoResponse = Schema.Struct({ success: Schema.Literal(true), profile: MemberProfile });

/** A profile field: left out, or null, it keeps its current value. */
const Kept = Schema.optionalWith(Schema.String, { nullable: true });

/**
 * POST /api/member/profile/edit (JSON or multipart; the avatar file rides beside these fields).
 * Longer text is cut to MEMBER_BOUNDS and checked with the spec §5 messages, not refused here;
 * `gender` is '1' or '2', anything else clears it.
 */
export const ProfileEditRequest = Schema.Struct({ full_name: Kept, phone: Kept, email: Kept, address: Kept, gender: Kept });

/** POST /api/member/profile/edit (spec: "status 200 and newInfo"). */
export const ProfileEditResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), newInfo: MemberProfile });

/**
 * POST /api/member/profile/save: type 1 adds `mark` stars, type 2 takes them away; a member may
 * only send mark 0 (docs/upstream-contract.md).
 */
export const ProfileSaveRequest = Schema.Struct({
  app_id: AppId,
  mark: Schema.optionalWith(WireInt.pipe(Schema.between(0, MEMBER_BOUNDS.starMark)), { default: () => 0 }),
  type: Schema.optionalWith(WireInt.pipe(Schema.compose(Schema.Literal(1, 2))), { default: () => 1 as const }),
});

export const ProfileSaveResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({ numberOfStars: Schema.Number.pipe(Schema.int(), Schema.nonNegative()) }),
});

/** POST /api/member/activate-email: the token of an activation link. */
export const ActivateEmailRequest = Schema.Struct({
  token: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(MEMBER_BOUNDS.activationToken)),
});

/** POST /api/member/activate-email. */
export const ActivateEmailResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data: Schema.Struct({ email: Schema.String }) });

/** Favourites (docs/upstream-contract.md "Member host: favourites"). */
export const FavouriteListRequest = Schema.Struct({
  page: Schema.optionalWith(WireInt.pipe(Schema.between(1, MEMBER_BOUNDS.favouritesPage)), { default: () => 1 }),
  per_page: Schema.optionalWith(WireInt.pipe(Schema.between(1, MEMBER_BOUNDS.favouritesPerPage)), { default: () => 20 }),
});

/** favourites/add and favourites/remove. */
export const FavouriteToggleRequest = Schema.Struct({ post_id: RowId });

export const FavouriteIdsResponse = Schema.Struct({ status: Schema.Literal(200), data: Schema.Array(Schema.Number) });
export const FavouriteToggleResponse = Schema.Struct({
  status: Schema.Literal(200),
  success: Schema.Literal(true),
  data: Schema.Struct({ post_id: Schema.Number, liked: Schema.Boolean }),
});
export const FavouriteListResponse = Schema.Struct({
  status: Schema.Literal(200),
  data: Schema.Struct({ data: Schema.Array(Article), page: Schema.Number, per_page: Schema.Number, total: Schema.Number }),
});
