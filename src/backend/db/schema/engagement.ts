/**
 * What members do around listings: favourites and price watches, comments, callback requests, saved
 * searches, seller reviews, notifications, the news feed and the score-prediction mini-game.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, refersTo, updatedAt } from './columns';
import { members } from './accounts';
import { listings } from './listings';

export const favourites = pgTable(
  'favourites',
  {
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    listingId: refersTo('listing_id', () => listings.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.listingId] }), index('favourites_listing_idx').on(t.listingId)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    listingId: refersTo('listing_id', () => listings.id, 'cascade'),
    memberId: refersTo('member_id', () => members.id),
    parentId: integer('parent_id'),
    body: text('body').notNull(),
    status: text('status', { enum: ['visible', 'hidden'] }).notNull().default('visible'),
    createdAt: createdAt(),
  },
  (t) => [index('comments_listing_idx').on(t.listingId, t.createdAt.desc())],
);

export const callbackRequests = pgTable(
  'callback_requests',
  {
    id: id(),
    listingId: refersTo('listing_id', () => listings.id, 'cascade'),
    memberId: refersTo('member_id', () => members.id),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    note: text('note'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('callback_requests_member_listing_key').on(t.memberId, t.listingId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    tab: text('tab', { enum: ['general', 'promotion', 'wallet', 'news', 'activities', 'messages'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** 1 unseen, 2 seen (spec §3). */
    seen: smallint('seen').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_member_idx').on(t.memberId, t.tab, t.createdAt.desc()),
    index('notifications_unseen_idx').on(t.memberId).where(sql`${t.seen} = 1`),
  ],
);

/** The newspaper's news feed (list-tto). */
export const newsItems = pgTable(
  'news_items',
  {
    id: id(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    imagePath: text('image_path'),
    link: text('link').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_items_published_idx').on(t.publishedAt.desc())],
);

/** A football match of the newspaper's score-prediction game (/minigame/du-doan-ty-so). */
export const minigameMatches = pgTable(
  'minigame_matches',
  {
    id: id(),
    competition: text('competition').notNull(),
    homeTeam: text('home_team').notNull(),
    awayTeam: text('away_team').notNull(),
    /** Predictions close at kick-off. */
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    homeScore: smallint('home_score'),
    awayScore: smallint('away_score'),
    /** Set once, when the result is entered and every prediction scored (same transaction). */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    resultBy: integer('result_by').references(() => members.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('minigame_matches_kickoff_idx').on(t.kickoffAt),
    check('minigame_matches_score_range', sql`(${t.homeScore} is null or ${t.homeScore} between 0 and 20) and (${t.awayScore} is null or ${t.awayScore} between 0 and 20)`),
  ],
);

/** One prediction per member and match; `points` is null until the match is scored. */
export const minigamePredictions = pgTable(
  'minigame_predictions',
  {
    id: id(),
    matchId: refersTo('match_id', () => minigameMatches.id, 'cascade'),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    homeScore: smallint('home_score').notNull(),
    awayScore: smallint('away_score').notNull(),
    /** 'exact' score, right 'outcome' (win/draw/loss), or 'wrong'; null before scoring. */
    outcome: text('outcome', { enum: ['exact', 'outcome', 'wrong'] }),
    points: integer('points'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('minigame_predictions_match_member_key').on(t.matchId, t.memberId),
    index('minigame_predictions_member_idx').on(t.memberId, t.createdAt.desc()),
    check('minigame_predictions_score_range', sql`${t.homeScore} between 0 and 20 and ${t.awayScore} between 0 and 20`),
  ],
);

/**
 * A member's saved search: the browse URL's query (src/lib/browse-params.ts parameters, canonical
 * order, no page/cursor/sort/view) on a category page or /search. The alert job reads it with the
 * same parser and query as the search itself.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    name: text('name').notNull(),
    context: text('context', { enum: ['category', 'search'] }).notNull(),
    /** The category slug of a category page; null for /search (whose `cat` is in the query). */
    categorySlug: text('category_slug'),
    query: text('query').notNull().default(''),
    active: boolean('active').notNull().default(true),
    /** Listings that went live after this moment are "new" for the next alert. */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_member_search_key').on(t.memberId, t.context, sql`coalesce(${t.categorySlug}, '')`, t.query),
    index('saved_searches_active_idx').on(t.lastCheckedAt).where(sql`${t.active}`),
  ],
);

/**
 * The price a member last saw on a favourite listing, for price-drop alerts: the alert job records
 * the price when the favourite is first seen and notifies when the listing's price goes below it.
 */
export const favouritePriceWatches = pgTable(
  'favourite_price_watches',
  {
    memberId: refersTo('member_id', () => members.id, 'cascade'),
    listingId: refersTo('listing_id', () => listings.id, 'cascade'),
    lastPriceVnd: bigint('last_price_vnd', { mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.listingId] })],
);

/**
 * A member's review of a seller about one of the seller's listings: 1–5 stars and a short plain
 * text. One per reviewer and listing (saving again replaces it and sets `edited_at`); the seller
 * may reply once; a moderator may hide it (hidden reviews are neither listed nor counted).
 * `seller_id` is the listing's owner, copied at write time so a seller's aggregate reads one index.
 */
export const sellerReviews = pgTable(
  'seller_reviews',
  {
    id: id(),
    listingId: refersTo('listing_id', () => listings.id, 'cascade'),
    sellerId: refersTo('seller_id', () => members.id, 'cascade'),
    reviewerId: refersTo('reviewer_id', () => members.id, 'cascade'),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => members.id),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('seller_reviews_reviewer_listing_key').on(t.reviewerId, t.listingId),
    index('seller_reviews_recent_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} is null`),
    index('seller_reviews_seller_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()).where(sql`${t.hiddenAt} is null`),
    check('seller_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('seller_reviews_not_self', sql`${t.reviewerId} <> ${t.sellerId}`),
  ],
);
