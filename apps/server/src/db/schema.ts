// Every table the product keeps (spec §3). Defined up front so feature modules only add queries.
// Over 300 lines: the Drizzle schema of every table, in one file as drizzle-kit reads it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // Both drivers hand back a Buffer (PGlite through db/client.ts's codec); services always see one.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  /** Null until the account is activated (no password yet). */
  passwordHash: text('password_hash'),
  /** Reading B role, or sys_admin. */
  role: text('role').notNull().default('user'),
  /** 1 = business mode. */
  mode: integer('mode').notNull().default(0),
  status: integer('status').notNull().default(1),
  city: text('city').notNull().default(''),
  /** The interface language the user chose ('en', 'ml', 'hi'); null until they choose. */
  language: text('language'),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the bearer token, hex; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** Sign-in attempts kept in the database so every server process shares the rate limit. */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    succeeded: integer('succeeded').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_attempts_phone_idx').on(t.phone, t.createdAt),
    index('sign_in_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Hits per rate-limit key (route and client address) in the current window, so every server
 * process shares the account endpoints' limit (http/rate-limit-store.ts).
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

export const orgs = pgTable(
  'orgs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default('kerala'),
    phone: text('phone').notNull().default(''),
    /** 1 online, 0 offline. */
    status: integer('status').notNull().default(1),
    category: text('category').notNull().default('grocery'),
    postcode: text('postcode').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('orgs_city_idx').on(sql`lower(${t.city})`)],
);

export const members = pgTable(
  'members',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Reading A role (org_owner … org_contractor). */
    role: text('role').notNull().default('org_employee'),
    /** 0 offline; 1 and 2 online. */
    status: integer('status').notNull().default(1),
    /** Human text about activation; empty when active. */
    activation: text('activation').notNull().default(''),
    mode: integer('mode').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('members_user_id_idx').on(t.userId)],
);

/** One-time codes for account activation and password reset, stored hashed. */
export const codes = pgTable(
  'codes',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['activation', 'reset'] }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('codes_user_id_idx').on(t.userId)],
);

/** Designs: the organisation's contents (campaign records). */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    preview: text('preview').notNull().default(''),
    /** The campaign document as a JSON string. */
    content: text('content').notNull().default(''),
    type: text('type').notNull(),
    version: text('version').notNull().default('v1'),
    api: text('api').notNull().default('/app/coupon'),
    ownerType: integer('owner_type').notNull().default(1),
    ownerId: integer('owner_id').notNull().default(0),
    ownerName: text('owner_name').notNull().default(''),
    status: integer('status').notNull().default(3),
    autoBookmark: integer('auto_bookmark').notNull().default(1),
    /** 0 unpublished, 1 published, 2 disabled. */
    published: integer('published').notNull().default(0),
    /**
     * First and last publication day, both inclusive: calendar days of the platform's zone
     * (TIME_ZONE), `YYYY-MM-DD`, so no zone conversion can move them.
     */
    publishStart: date('publish_start', { mode: 'string' }),
    publishEnd: date('publish_end', { mode: 'string' }),
    /** Optimistic concurrency: a save of a stale revision answers 409. */
    revision: integer('revision').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // An organisation's design list, newest first, all types or one, without sorting its
    // designs (bench/README.md, "Query plans on PostgreSQL"). NULLS FIRST as `order by … desc`
    // asks, or the index could not give that order.
    index('contents_org_updated_idx').on(
      t.orgId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('contents_org_type_updated_idx').on(
      t.orgId,
      t.type,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The public listing: only published designs, by organisation and publication window, so
    // an organisation's drafts and past offers are never read.
    index('contents_public_window_idx')
      .on(t.orgId, t.publishEnd, t.publishStart)
      .where(sql`${t.published} = 1`),
    // Title search (`title ilike '%…%'`): a search that matches nothing would otherwise read
    // every design of the organisation (bench/scale/README.md). Needs the pg_trgm extension,
    // created by migration 0009 (PGlite loads it in db/client.ts).
    index('contents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    // An organisation's designs counted by state (its analytics): an index-only scan, where the
    // order index would send it to every design's heap row (~1.5 KB of campaign each).
    index('contents_org_published_idx').on(t.orgId, t.published),
  ],
);

export const templates = pgTable(
  'templates',
  {
    id: serial('id').primaryKey(),
    /** Organisation id; 0 means a global template. */
    ownerId: integer('owner_id').notNull().default(0),
    title: text('title').notNull().default(''),
    preview: text('preview').notNull().default(''),
    content: text('content').notNull().default(''),
    /** The serialized page. */
    template: text('template').notNull().default(''),
    type: text('type').notNull().default(''),
    version: text('version').notNull().default('v1'),
    api: text('api').notNull().default('/app/coupon'),
    ownerType: integer('owner_type').notNull().default(1),
    ownerName: text('owner_name').notNull().default(''),
    status: integer('status').notNull().default(3),
    createdAt: createdAt(),
  },
  (t) => [index('templates_owner_type_idx').on(t.ownerId, t.type)],
);

/** Page records: what the public sees and what QR codes point to. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    codeType: text('code_type').notNull().default('001'),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    channel: text('channel').notNull().default(''),
    preview: text('preview').notNull().default(''),
    publisherId: integer('publisher_id').notNull().default(0),
    publisherName: text('publisher_name').notNull().default(''),
    autoBookmark: integer('auto_bookmark').notNull().default(1),
    content: text('content').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('pages_content_id_idx').on(t.contentId)],
);

/**
 * The city listing kept in its own order (issue 32, docs/decisions.md "The city listing as a
 * table of its own"): one row per published design of an online organisation that has a page
 * record, naming the record the listing shows (the design's 'app' record, else its oldest), with
 * what the listing orders and filters by. Kept by triggers (migration 0009) in the transaction
 * of every write that changes it, so the first page of a city reads about `limit` rows of
 * public_listing_city_idx, whatever the city's size. The listing still asks the public-side rule
 * of the joined rows, so a row here only ever narrows what it reads.
 */
export const publicListing = pgTable(
  'public_listing',
  {
    contentId: integer('content_id')
      .primaryKey()
      .references(() => contents.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    /** lower(orgs.city), the form the listing matches. */
    city: text('city').notNull(),
    /** The page record's created_at: the listing's order. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    publishStart: date('publish_start', { mode: 'string' }),
    publishEnd: date('publish_end', { mode: 'string' }),
  },
  (t) => [
    // The listing's order (created_at, id descending, NULLS FIRST as `order by … desc` asks)
    // within a city; the window's days follow so they are read from the index entry.
    index('public_listing_city_idx').on(
      t.city,
      t.createdAt.desc().nullsFirst(),
      t.pageId.desc().nullsFirst(),
      t.publishEnd,
      t.publishStart,
    ),
  ],
);

/** Uploaded images and illustrations; the bytes live in the blob store under `path`. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    /** Organisation id; 0 means global. */
    ownerId: integer('owner_id').notNull().default(0),
    path: text('path').notNull().unique(),
    category: text('category').notNull().default(''),
    tags: text('tags').notNull().default(''),
    /** MIME type. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    /** 0 image, 1 illustration. */
    illustration: integer('illustration').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId, t.illustration)],
);

/** Blob store used when the server runs on PostgreSQL (several processes share it). */
export const blobs = pgTable('blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: createdAt(),
});

/** Messages the dev notifier "sends" when no SMTP server is configured. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/**
 * Daily view and QR-scan counters per page record; `day` is a calendar day of the platform's
 * zone (TIME_ZONE) since migration 0008, a UTC day in the rows written before it.
 */
export const statsDaily = pgTable(
  'stats_daily',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['view', 'qr'] }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.day, t.kind] }),
    // The analytics read the last 30 days of every page (platform) or of one organisation's
    // pages: a range of days, without reading the years before them.
    index('stats_daily_day_idx').on(t.day),
  ],
);

/**
 * stats_daily added up per organisation (issue 32): an organisation's analytics read 30 days ×
 * 2 kinds here instead of its page records × days. Kept by triggers on stats_daily, pages and
 * contents (migration 0009), so every writer of the counters keeps it true; `day` as in
 * stats_daily.
 */
export const statsOrgDaily = pgTable(
  'stats_org_daily',
  {
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['view', 'qr'] }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.day, t.kind] })],
);

/**
 * The live (Yjs) state of a design opened for co-editing (apps/server/src/collab): one merged
 * update per design, written by merging under a lock of the design's row, never overwritten.
 */
export const liveDocuments = pgTable('live_documents', {
  contentId: integer('content_id')
    .primaryKey()
    .references(() => contents.id, { onDelete: 'cascade' }),
  state: bytea('state').notNull(),
  /**
   * Written by a server that admits every update (issue 28): the state holds nothing a gate
   * would refuse. A state from before is checked whole once, at its next opening.
   */
  admitted: boolean('admitted').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Live edits acknowledged to a client and not yet merged into live_documents: each update a
 * client sends is appended here before the server acknowledges it (collab/update-log.ts), so a
 * process killed inside the store debounce loses nothing it acknowledged. Every store and load
 * merges a design's rows into its live_documents row and deletes them, under the same lock.
 */
export const liveUpdates = pgTable(
  'live_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    update: bytea('update').notNull(),
    /** Who sent it (null for rows written before issue 28): named when a row is quarantined. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('live_updates_content_id_idx').on(t.contentId)],
);

/**
 * Live state the server could not merge or that is not a design (issue 28): a logged update or
 * a stored state set aside, with its design, sender and reason, instead of stopping the server
 * or freezing the design. The sys_admin reads them (GET /api/v1/live-quarantine); the log
 * names each one as it is set aside.
 */
export const liveQuarantine = pgTable(
  'live_quarantine',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contentId: integer('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    update: bytea('update').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('live_quarantine_content_id_idx').on(t.contentId)],
);

/**
 * Relay messages too large for a PostgreSQL NOTIFY payload (8 000 bytes): the notification
 * carries the row's id; rows are dropped after a minute (collab/relay.ts).
 */
export const liveRelayOverflow = pgTable('live_relay_overflow', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  payload: bytea('payload').notNull(),
  createdAt: createdAt(),
});

export type UserRow = typeof users.$inferSelect;
export type OrgRow = typeof orgs.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
export type ContentRow = typeof contents.$inferSelect;
export type TemplateRow = typeof templates.$inferSelect;
export type PageRow = typeof pages.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
