/**
 * The public profile as the /profile/{id} page shows it: avatar URL resolved (own or the default by
 * gender), dates as Dates. Contains only what the member host already made public.
 */
import type { PublicProfile } from '~/lib/contract/member';
import { defaultAvatar } from '~/lib/avatar';
import { mediaUrl } from './listing-card';

export interface PublicProfileView {
  readonly id: number;
  readonly fullName: string;
  readonly avatarUrl: string;
  readonly hasOwnAvatar: boolean;
  readonly gender: 1 | 2 | null;
  readonly memberSince: Date;
  readonly activeListings: number;
  readonly verifiedListings: number;
}

export function toPublicProfileView(profile: PublicProfile, mediaBase: string): PublicProfileView {
  return {
    id: profile.id,
    fullName: profile.full_name,
    avatarUrl: profile.avatar ? mediaUrl(mediaBase, profile.avatar, 360) : defaultAvatar(profile.gender),
    hasOwnAvatar: profile.avatar !== null,
    gender: profile.gender,
    memberSince: new Date(profile.member_since * 1000),
    activeListings: profile.active_listings,
    verifiedListings: profile.verified_listings,
  };
}
