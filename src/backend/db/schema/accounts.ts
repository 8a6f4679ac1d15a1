/**
 * Members and their sign-in: accounts, tokens, SSO codes, e-mail links, password resets, sign-in
 * challenges, the e-mail outbox and rate limits.
 */
import { sql } from 'drizzle-orm';
import { MEMBER_ROLES } from '~/lib/member-roles';
import { index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, refersTo, updatedAt } from './columns';

/** A single-use link or code's life: made, good until, spent (null while it may still be used). */
const singleUse = () => ({
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A six-digit code sent to the member, kept as a hash, with the tries at it. */
const sentCode = () => ({
  codeHash: text('code_hash').notNull(),
  /** Where the code went: the member's email, or their phone for an SMS. */
  sentTo: text('sent_to').notNull(),
  attempts: integer('attempts').notNull().default(0),
  ...singleUse(),
});

export const members = pgTable(
  'members',
  {
    id: id(),
    phone: text('phone').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    avatarPath: text('avatar_path'),
    /** '1' male, '2' female (spec §3); null when the member did not say. */
    gender: smallint('gender'),
    address: text('address'),
    role: text('role', { enum: MEMBER_ROLES }).notNull().default('member'),
    numberOfStars: integer('number_of_stars').notNull().default(0),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('members_phone_key').on(t.phone),
    uniqueIndex('members_email_key').on(sql`lower(${t.email})`),
  ],
);

/**
 * Bearer tokens of signed-in members (the SSO's access tokens). Only a SHA-256 of the token is
 * stored, so a database leak does not leak sessions.
 */
export const memberTokens = pgTable(
  'member_tokens',
  {
    id: id(),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    /** 'sso': the SSO's own browser session; 'app': a token handed to an app through a one-time code. */
    kind: text('kind', { enum: ['sso', 'app'] }).notNull().default('app'),
    /** The SSO session an app token came from: signing out of the app ends both. */
    ssoTokenId: integer('sso_token_id'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('member_tokens_hash_key').on(t.tokenHash), index('member_tokens_member_idx').on(t.memberId)],
);

/** One-time codes the SSO hands the app after sign-in; exchanged server-side for a token within a minute. */
export const ssoCodes = pgTable(
  'sso_codes',
  {
    id: id(),
    codeHash: text('code_hash').notNull(),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    redirectUrl: text('redirect_url').notNull(),
    ssoTokenId: integer('sso_token_id').notNull(),
    ...singleUse(),
  },
  (t) => [uniqueIndex('sso_codes_hash_key').on(t.codeHash)],
);

/** Email-activation links (the app's /active-email page confirms them). */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    email: text('email').notNull(),
    ...singleUse(),
  },
  (t) => [uniqueIndex('email_verifications_hash_key').on(t.tokenHash)],
);

/**
 * Password-reset codes (the SSO's "Quên mật khẩu"): six digits sent by email or SMS, kept as a hash,
 * 15 minutes, five tries; a new request retires the older ones.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    ...sentCode(),
  },
  (t) => [index('password_resets_member_idx').on(t.memberId, t.createdAt.desc())],
);

/**
 * One-time sign-in codes (issue #34): when an account's wrong passwords from everywhere pass their
 * limit, its right password alone no longer signs in — a six-digit code goes to the member's email
 * or phone and the sign-in finishes with it. `challenge_hash` names the sign-in waiting for its
 * code (the browser holds the token, the table only its hash).
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: id(),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    challengeHash: text('challenge_hash').notNull(),
    ...sentCode(),
  },
  (t) => [uniqueIndex('sign_in_challenges_challenge_idx').on(t.challengeHash), index('sign_in_challenges_member_idx').on(t.memberId, t.createdAt.desc())],
);

/**
 * Mail the backend would send (activation links, notices). There is no mail server on these
 * machines, so mail lands here and the SSO's test mailbox page shows it; a real deployment plugs
 * an SMTP sender in at the same place.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_emails_to_idx').on(t.toAddress, t.createdAt.desc())],
);

/**
 * Rate-limit windows shared by every backend instance (issue #14): one row per limiter and key,
 * written by rate-limiter-flexible's Drizzle store (services/rate-limit.ts). `expire` ends the
 * fixed window that began with the first point.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);
