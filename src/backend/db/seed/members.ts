/**
 * Members: the demo member, the moderator and the product owner (fixed phones and passwords, see
 * README), plus a crowd
 * of sellers with Vietnamese names. Bulk members share one password hash, computed once (scrypt is
 * deliberately slow), of a random password nobody knows.
 */
import { randomBytes } from 'node:crypto';
import { slugify } from '~/lib/slug';
import type { members } from '../schema';
import { avatarJob, type ImageJob } from './images';
import { streamRng, STREAM, WeightedTable, type Rng } from './random';
import { EMAIL_DOMAINS, FAMILY_NAMES, GIVEN_NAMES, MIDDLE_NAMES, PHONE_PREFIXES } from './vocabulary';

export const DEMO_MEMBER = { id: 1, phone: '0900000001', password: 'demo1234', fullName: 'Nguyễn Văn An' } as const;
export const MODERATOR = { id: 2, phone: '0900000009', password: 'mod12345', fullName: 'Trần Thu Hà' } as const;
/**
 * The product owner ("Quản lý sản phẩm", issue #36): staff who read the statechart studio. Seeded
 * after the crowd (id FIRST_BULK_MEMBER_ID + count), so adding them moved no existing member's id.
 */
export const PRODUCT_OWNER = { phone: '0900000008', password: 'sanpham123', fullName: 'Lê Minh Khoa' } as const;
/** Ids of the bulk members start here. */
export const FIRST_BULK_MEMBER_ID = 3;

export type MemberRow = typeof members.$inferInsert & { id: number; fullName: string; phone: string };

export interface SeedMember {
  readonly id: number;
  readonly fullName: string;
  readonly phone: string;
}

const DAY = 86_400_000;

export function randomPassword(): string {
  return randomBytes(18).toString('base64url');
}

export function personName(rng: Rng, gender: 1 | 2): string {
  const family = rng.weighted(FAMILY_NAMES);
  const middle = rng.pick(gender === 1 ? MIDDLE_NAMES.male : MIDDLE_NAMES.female);
  const given = rng.pick(gender === 1 ? GIVEN_NAMES.male : GIVEN_NAMES.female);
  return `${family} ${middle} ${given}`;
}

export function phoneNumber(rng: Rng): string {
  return `${rng.pick(PHONE_PREFIXES)}${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
}

export interface BuiltMembers {
  readonly rows: MemberRow[];
  readonly avatars: ImageJob[];
  /** Who posts listings (everyone but the demo member and the moderator), weighted: a few are agents. */
  readonly sellers: WeightedTable<SeedMember>;
  /** Everyone but the demo member and the moderator, for comments, favourites and callbacks. */
  readonly crowd: readonly SeedMember[];
}

export function buildMembers(options: {
  seed: number;
  count: number;
  now: Date;
  demoHash: string;
  moderatorHash: string;
  productOwnerHash: string;
  bulkHash: string;
}): BuiltMembers {
  const { seed, count, now } = options;
  const avatars: ImageJob[] = [];
  const withAvatar = (name: string, color: number) => {
    const job = avatarJob(name, color);
    avatars.push(job);
    return job.path;
  };
  const at = (daysAgo: number) => new Date(Math.floor((now.getTime() - daysAgo * DAY) / 1000) * 1000);

  const rows: MemberRow[] = [
    {
      id: DEMO_MEMBER.id,
      phone: DEMO_MEMBER.phone,
      email: 'demo@raovat.vn',
      passwordHash: options.demoHash,
      fullName: DEMO_MEMBER.fullName,
      avatarPath: withAvatar(DEMO_MEMBER.fullName, 7),
      gender: 1,
      address: '25 Nguyễn Văn Linh, Phường Tân Phong, Quận 7, Hồ Chí Minh',
      role: 'member',
      numberOfStars: 4,
      emailVerifiedAt: at(400),
      createdAt: at(420),
      updatedAt: at(3),
    },
    {
      id: MODERATOR.id,
      phone: MODERATOR.phone,
      email: 'kiemduyet@raovat.vn',
      passwordHash: options.moderatorHash,
      fullName: MODERATOR.fullName,
      avatarPath: withAvatar(MODERATOR.fullName, 1),
      gender: 2,
      address: '60A Hoàng Văn Thụ, Phường 9, Quận Phú Nhuận, Hồ Chí Minh',
      role: 'moderator',
      numberOfStars: 0,
      emailVerifiedAt: at(700),
      createdAt: at(720),
      updatedAt: at(10),
    },
  ];

  const phones = new Set<string>([DEMO_MEMBER.phone, MODERATOR.phone, PRODUCT_OWNER.phone]);
  const crowd: SeedMember[] = [];
  const sellerWeights: Array<readonly [SeedMember, number]> = [];
  for (let i = 0; i < count; i++) {
    const id = FIRST_BULK_MEMBER_ID + i;
    const rng = streamRng(seed, STREAM.member, id);
    const gender: 1 | 2 | null = rng.chance(0.05) ? null : rng.chance(0.5) ? 1 : 2;
    const fullName = personName(rng, gender ?? (rng.chance(0.5) ? 1 : 2));
    let phone = phoneNumber(rng);
    while (phones.has(phone)) phone = phoneNumber(rng);
    phones.add(phone);
    const email = rng.chance(0.55) ? `${slugify(fullName).replace(/-/g, '')}${id}@${rng.pick(EMAIL_DOMAINS)}` : null;
    const joinedDaysAgo = rng.int(20, 900);
    rows.push({
      id,
      phone,
      email,
      passwordHash: options.bulkHash,
      fullName,
      avatarPath: i % 20 === 0 ? withAvatar(fullName, rng.int(0, 7)) : null,
      gender,
      address: null,
      role: 'member',
      numberOfStars: rng.int(0, 5),
      emailVerifiedAt: email !== null && rng.chance(0.6) ? at(joinedDaysAgo - 1) : null,
      createdAt: at(joinedDaysAgo),
      updatedAt: at(rng.int(0, joinedDaysAgo)),
    });
    const member = { id, fullName, phone };
    crowd.push(member);
    // A few busy agents post much more than everyone else.
    sellerWeights.push([member, rng.chance(0.06) ? rng.int(15, 40) : rng.int(1, 4)]);
  }
  if (crowd.length === 0) throw new Error('The seed needs at least one bulk member');
  rows.push({
    id: FIRST_BULK_MEMBER_ID + count,
    phone: PRODUCT_OWNER.phone,
    email: 'sanpham@raovat.vn',
    passwordHash: options.productOwnerHash,
    fullName: PRODUCT_OWNER.fullName,
    avatarPath: withAvatar(PRODUCT_OWNER.fullName, 3),
    gender: 1,
    address: null,
    role: 'product_owner',
    numberOfStars: 0,
    emailVerifiedAt: at(300),
    createdAt: at(310),
    updatedAt: at(5),
  });
  return { rows, avatars, sellers: new WeightedTable(sellerWeights), crowd };
}
