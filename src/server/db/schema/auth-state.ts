import { bigint, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * State that every server process on one database must share (several instances behind one load balancer).
 * None of it belongs to a school: sign-in is by email across the platform, and the secrets are the platform's.
 */

/** Keys generated once per database (the HMAC key of public-form addresses, the device-cookie key). */
export const serverSecrets = pgTable('sd_server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Counters of the sign-in throttle and the public-form limits. The key is an HMAC of what is counted
 * (an account, an address), never the email or address itself.
 */
export const rateLimits = pgTable('sd_rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * One row (id 1): bumped in the transaction of every revocation (logout, password change, deactivation,
 * deletion, a school or year switch). Each process reads it before trusting its session cache, so a revoked
 * token is refused on the next request on every instance.
 */
export const sessionEpoch = pgTable('sd_session_epoch', {
  id: integer('id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
});
