/**
 * The member host (spec §7 "Member", the back-end API host): the public profile call. The spec
 * names `/profile/{id}` but not its data; the shape is ours (docs/upstream-contract.md "Member
 * host: public profile"). Signed-in member calls (profile-info, profile/edit, ...) join this file
 * with the accounts issue.
 */
import { Schema } from 'effect';
import { Envelope, EpochSeconds } from './common';
import { Article } from './list';

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
  role: Schema.Literal('member', 'moderator'),
  numberOfStars: Schema.Number,
  created_at: EpochSeconds,
  point: Schema.Number,
  point_expire: EpochSeconds,
  point_bonus: Schema.Number,
  point_bonus_expire: EpochSeconds,
}) {}

/** GET /api/member/profile-info?id=… (spec: "success, profile"). */
export const ProfileInfoResponse = Schema.Struct({ success: Schema.Literal(true), profile: MemberProfile });

/** POST /api/member/profile/edit (spec: "status 200 and newInfo"). */
export const ProfileEditResponse = Schema.Struct({ status: Schema.Literal(200), newInfo: MemberProfile });

/** POST /api/member/activate-email. */
export const ActivateEmailResponse = Schema.Struct({ status: Schema.Literal(200), success: Schema.Literal(true), data: Schema.Struct({ email: Schema.String }) });

/** Favourites (docs/upstream-contract.md "Member host: favourites"). */
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
