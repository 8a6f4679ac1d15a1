/**
 * The reference backend's whole domain (product spec §3–§4, §9) as Drizzle tables.
 * Each domain has its own file here; edit it, then run `npm run db:generate` to write the next migration into ./drizzle;
 * never edit an applied migration. Custom SQL (extensions, search and price-order indexes) lives in its own
 * migration files made with `drizzle-kit generate --custom`.
 * @see https://orm.drizzle.team/docs/sql-schema-declaration
 */
export * from './accounts';
export * from './listings';
export * from './engagement';
export * from './wallet';
export * from './chat';
export * from './safe-purchase';
export * from './funnel';
