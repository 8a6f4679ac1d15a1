/**
 * Members: look-up by sign-in identifier, registration, and the profile projection the member API
 * returns (spec §3 "Profile": point, point_expire, point_bonus, point_bonus_expire in seconds).
 */
import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { PublicProfile } from '~/lib/contract/member';
import { identifierKind } from '~/lib/validation';
import type { Database } from '../db/client';
import { categories, listings, members, notifications, walletAccounts } from '../db/schema';
import { LIVE_STATUSES } from '~/machines/listingLifecycle';
import { hashPassword } from './password';

export type MemberRow = typeof members.$inferSelect;

/** Phones are stored as typed in the strict form (0xxxxxxxxx); '+84…' is the same number. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim().replace(/[\s.-]/g, '');
  return trimmed.startsWith('+84') ? `0${trimmed.slice(3)}` : trimmed;
}

export async function findByIdentifier(db: Database, identifier: string): Promise<MemberRow | null> {
  const kind = identifierKind(identifier);
  if (kind === null) return null;
  const condition =
    kind === 'phone' ? eq(members.phone, normalisePhone(identifier)) : sql`lower(${members.email}) = ${identifier.trim().toLowerCase()}`;
  const [row] = await db.select().from(members).where(condition).limit(1);
  return row ?? null;
}

export async function findById(db: Database, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

export class RegistrationConflict extends Error {
  constructor(readonly field: 'phone' | 'email') {
    super(field === 'phone' ? 'Số điện thoại đã được đăng ký.' : 'Email đã được đăng ký.');
  }
}

export async function registerMember(
  db: Database,
  input: { fullName: string; phone: string; email: string | null; password: string; gender: 1 | 2 | null },
): Promise<MemberRow> {
  const phone = normalisePhone(input.phone);
  const email = input.email?.trim().toLowerCase() || null;
  if (await findByIdentifier(db, phone)) throw new RegistrationConflict('phone');
  if (email && (await findByIdentifier(db, email))) throw new RegistrationConflict('email');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({ phone, email, passwordHash, fullName: input.fullName.trim(), gender: input.gender })
      .returning();
    if (!member) throw new Error('member not inserted');
    await tx.insert(notifications).values({
      memberId: member.id,
      tab: 'general',
      title: 'Chào mừng bạn đến với Rao vặt',
      body: 'Tài khoản của bạn đã sẵn sàng. Đăng tin đầu tiên, lưu tin yêu thích và nhận thông báo tại đây.',
      link: '/user',
    });
    return member;
  });
}

const toSeconds = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

export interface WalletBalances {
  readonly point: number;
  readonly point_expire: number;
  readonly point_bonus: number;
  readonly point_bonus_expire: number;
}

/** Balances as members may spend them: an expired wallet counts as empty. */
export async function walletBalances(db: Database, memberId: number, now = new Date()): Promise<WalletBalances> {
  const rows = await db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance, expiresAt: walletAccounts.expiresAt })
    .from(walletAccounts)
    .where(and(eq(walletAccounts.memberId, memberId)));
  const usable = (kind: 'topup' | 'bonus') => {
    const row = rows.find((account) => account.kind === kind);
    if (!row || (row.expiresAt && row.expiresAt.getTime() < now.getTime())) return { balance: 0, expires: 0 };
    return { balance: row.balance, expires: toSeconds(row.expiresAt) };
  };
  const topup = usable('topup');
  const bonus = usable('bonus');
  return { point: topup.balance, point_expire: topup.expires, point_bonus: bonus.balance, point_bonus_expire: bonus.expires };
}

/** The member API's profile (spec §3 "Profile" and "Auth user"). */
export async function profileOf(db: Database, member: MemberRow) {
  return {
    id: member.id,
    name: member.fullName,
    full_name: member.fullName,
    avatar: member.avatarPath,
    gender: member.gender === 1 ? ('1' as const) : member.gender === 2 ? ('2' as const) : null,
    phone: member.phone,
    email: member.email,
    email_verified: member.emailVerifiedAt !== null,
    address: member.address,
    role: member.role,
    numberOfStars: member.numberOfStars,
    created_at: toSeconds(member.createdAt),
    ...(await walletBalances(db, member.id)),
  };
}

export type MemberProfile = Awaited<ReturnType<typeof profileOf>>;

/**
 * What anyone may see of a member (the app's /profile/{id}), never the phone, email or address;
 * null for an unknown member. Listings are counted like the profile's grid lists them
 * (list-article type 5 with `member`): live, and outside hidden categories, so the number on the
 * page matches the cards under it.
 */
export async function publicProfile(db: Database, id: number, now = new Date()): Promise<typeof PublicProfile.Encoded | null> {
  const [member] = await db
    .select({ id: members.id, fullName: members.fullName, avatarPath: members.avatarPath, gender: members.gender, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, id))
    .limit(1);
  if (!member) return null;
  const [counts] = await db
    .select({
      active: count(),
      verified: sql<number>`count(*) filter (where ${listings.verified})`.mapWith(Number),
    })
    .from(listings)
    .innerJoin(categories, eq(categories.id, listings.categoryId))
    .where(and(eq(listings.memberId, id), inArray(listings.status, [...LIVE_STATUSES]), gte(listings.endsAt, now), eq(categories.hidden, false)));
  return {
    id: member.id,
    full_name: member.fullName,
    avatar: member.avatarPath,
    gender: member.gender === 1 || member.gender === 2 ? member.gender : null,
    member_since: toSeconds(member.createdAt),
    active_listings: counts?.active ?? 0,
    verified_listings: counts?.verified ?? 0,
  };
}

/** The fields a member edits on their profile (profile/edit); the route has validated them. */
export type ProfileEdit = Pick<MemberRow, 'fullName' | 'phone' | 'email' | 'emailVerifiedAt' | 'address' | 'gender' | 'avatarPath'>;

export async function updateProfile(db: Database, memberId: number, edit: ProfileEdit): Promise<void> {
  await db
    .update(members)
    .set({ ...edit, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/** Adds (or with a negative delta takes away) stars, never below 0; answers the new count. */
export async function adjustStars(db: Database, memberId: number, delta: number): Promise<number> {
  const [row] = await db
    .update(members)
    .set({ numberOfStars: sql`greatest(0, ${members.numberOfStars} + ${delta})`, updatedAt: new Date() })
    .where(eq(members.id, memberId))
    .returning({ stars: members.numberOfStars });
  return row?.stars ?? 0;
}
