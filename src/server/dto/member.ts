/**
 * The signed-in member as page scripts see it: no token, no internals. Avatars fall back to the
 * default boy or girl image by gender (spec §2 user sidebar).
 */
import type { MemberProfile } from '~/lib/contract/member';
import { mediaUrl } from './listing-card';
import type { MemberRole } from '~/lib/member-roles';

export interface SessionMember {
  readonly id: number;
  readonly name: string;
  readonly avatarUrl: string;
  readonly gender: 1 | 2 | null;
  readonly role: MemberRole;
  readonly phone: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly address: string | null;
  readonly stars: number;
  readonly wallet: {
    readonly points: number;
    readonly pointsExpireAt: Date | null;
    readonly bonusPoints: number;
    readonly bonusExpireAt: Date | null;
  };
}

export function defaultAvatar(gender: 1 | 2 | null): string {
  return gender === 2 ? '/images/avatar-girl.svg' : '/images/avatar-boy.svg';
}

const fromSeconds = (seconds: number) => (seconds > 0 ? new Date(seconds * 1000) : null);

export function toSessionMember(profile: MemberProfile, mediaBase: string): SessionMember {
  const gender = profile.gender === '1' ? 1 : profile.gender === '2' ? 2 : null;
  return {
    id: profile.id,
    name: profile.full_name,
    avatarUrl: profile.avatar ? mediaUrl(mediaBase, profile.avatar, 'full') : defaultAvatar(gender),
    gender,
    role: profile.role,
    phone: profile.phone,
    email: profile.email,
    emailVerified: profile.email_verified,
    address: profile.address,
    stars: profile.numberOfStars,
    wallet: {
      points: profile.point,
      pointsExpireAt: fromSeconds(profile.point_expire),
      bonusPoints: profile.point_bonus,
      bonusExpireAt: fromSeconds(profile.point_bonus_expire),
    },
  };
}
