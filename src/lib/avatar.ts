/**
 * Spec §2 "User sidebar": the member's own avatar, else the default boy or girl image by gender
 * (1 male, 2 female). The public profile uses the same rule; a member who did not give a gender
 * gets the boy image, the spec's first default.
 */
export const DEFAULT_AVATARS = { boy: '/images/avatar-boy.svg', girl: '/images/avatar-girl.svg' } as const;

export function defaultAvatar(gender: 1 | 2 | null): string {
  return gender === 2 ? DEFAULT_AVATARS.girl : DEFAULT_AVATARS.boy;
}
