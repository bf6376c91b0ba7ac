import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { versioned } from './common';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const contentEntryTypes = ['blog-post', 'docs-page', 'landing-page'] as const;
export type ContentEntryType = (typeof contentEntryTypes)[number];

/**
 * Blog posts, docs pages and landing pages. The entry holds identity, status and publish date; its text lives in
 * revisions. The columns listings filter and sort on (title, tags, order, search document) are copied from the
 * current revision, so a blog page, a tag or a search is an indexed query on this table alone.
 */
export const contentEntries = pgTable(
  'content_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').$type<ContentEntryType>().notNull(),
    slug: text('slug').notNull(),
    /** 'draft' (never shown) or 'published' (shown once published_at has passed). */
    status: text('status').$type<'draft' | 'published'>().notNull().default('draft'),
    /** The publish date; in the future the entry is scheduled. Kept when unpublished, for the record. */
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }),
    /** Number of the revision in force: an update of a published entry is published with it. */
    currentRevision: integer('current_revision').notNull(),
    title: text('title').notNull(),
    tags: text('tags').array().notNull().default([]),
    /** Docs pages' place in the side index; 0 for the other types. */
    sortOrder: integer('sort_order').notNull().default(0),
    /** Title (A), excerpt (B) and body text (C) in English. */
    search: tsvector('search').notNull(),
    ...versioned,
  },
  (t) => [
    uniqueIndex('content_entries_type_slug_uq').on(t.type, t.slug),
    index('content_entries_listing_idx').on(t.type, t.status, t.publishedAt.desc()),
    index('content_entries_tags_gin').using('gin', t.tags),
    index('content_entries_search_gin').using('gin', t.search),
    check('content_entries_type_ck', sql`${t.type} in ('blog-post', 'docs-page', 'landing-page')`),
    check('content_entries_status_ck', sql`${t.status} in ('draft', 'published')`),
    check('content_entries_published_at_ck', sql`${t.status} = 'draft' or ${t.publishedAt} is not null`),
  ],
);

/** Every saved state of an entry, numbered from 1; never changed once written. */
export const contentRevisions = pgTable(
  'content_revisions',
  {
    entryId: uuid('entry_id')
      .notNull()
      .references(() => contentEntries.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The type's validated fields (front matter without type, slug, draft and publishedAt). */
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    /** The body rendered to sanitised HTML at write time. */
    bodyHtml: text('body_html').notNull(),
    /** Other render results: headings, reading time, FAQ answers and landing blocks as sanitised HTML. */
    rendered: jsonb('rendered').$type<Record<string, unknown>>().notNull(),
    /** sha256 of fields and body in canonical JSON: saving the same content again adds no revision. */
    sourceHash: text('source_hash').notNull(),
    /** The API client that wrote it (the importer, the CLI). */
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.entryId, t.number] })],
);
