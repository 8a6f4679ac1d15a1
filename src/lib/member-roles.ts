/**
 * Member roles (issue #36): members; moderators, who judge listings; product owners ("Quản lý
 * sản phẩm"), staff who read the statechart studio — charts, simulator, generated paths and
 * coverage reports — and change nothing. One list read by the backend's schema, the upstream
 * contracts and the app.
 */
export const MEMBER_ROLES = ['member', 'moderator', 'product_owner'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export const STAFF_ROLE_LABELS: Readonly<Record<Exclude<MemberRole, 'member'>, string>> = {
  moderator: 'Kiểm duyệt viên',
  product_owner: 'Quản lý sản phẩm',
};

/** The role a member acts on listings with: a product owner's own listings are a member's. */
export function listingRoleOf(role: MemberRole): 'member' | 'moderator' {
  return role === 'moderator' ? 'moderator' : 'member';
}

/** Who may open the statechart studio in production. */
export function readsStudio(role: MemberRole | null | undefined): boolean {
  return role === 'moderator' || role === 'product_owner';
}
