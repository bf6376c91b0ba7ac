import { and, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connection';
import { contentEntries, contentRevisions, type ContentEntryType } from '../schema';

export type ContentEntryRow = typeof contentEntries.$inferSelect;
export type ContentRevisionRow = typeof contentRevisions.$inferSelect;

/** A revision to write, with the listing columns its entry copies from it. */
export interface NewContentRevision {
  fields: Record<string, unknown>;
  bodyMarkdown: string;
  bodyHtml: string;
  rendered: Record<string, unknown>;
  sourceHash: string;
  createdBy: string;
  title: string;
  tags: string[];
  sortOrder: number;
  /** Weighted text for the search document: title (A), summary (B), body (C). */
  searchText: { title: string; summary: string; body: string };
}

/** A versioned change's outcome: the entry, or why not (its current version on a conflict). */
export type VersionedChange =
  | { ok: true; entry: ContentEntryRow }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'conflict'; currentVersion: number };

const searchDocument = ({ title, summary, body }: NewContentRevision['searchText']) =>
  sql`setweight(to_tsvector('english', ${title}), 'A') || setweight(to_tsvector('english', ${summary}), 'B') || setweight(to_tsvector('english', ${body}), 'C')`;

const listingColumns = (revision: NewContentRevision) => ({
  title: revision.title,
  tags: revision.tags,
  sortOrder: revision.sortOrder,
  search: searchDocument(revision.searchText),
});

const revisionRow = (entryId: string, number: number, revision: NewContentRevision) => ({
  entryId,
  number,
  fields: revision.fields,
  bodyMarkdown: revision.bodyMarkdown,
  bodyHtml: revision.bodyHtml,
  rendered: revision.rendered,
  sourceHash: revision.sourceHash,
  createdBy: revision.createdBy,
});

/** Content entries as authors see them: drafts included, every revision kept. */
export function contentEntryRepository(db: Db) {
  /** Why a versioned update matched no row. */
  const missOf = async (id: string): Promise<VersionedChange> => {
    const [entry] = await db
      .select({ version: contentEntries.version })
      .from(contentEntries)
      .where(eq(contentEntries.id, id));
    return entry
      ? { ok: false, reason: 'conflict', currentVersion: entry.version }
      : { ok: false, reason: 'not-found' };
  };

  const whereVersion = (id: string, version: number) =>
    and(eq(contentEntries.id, id), eq(contentEntries.version, version));

  const setStatus = async (
    id: string,
    expectedVersion: number,
    change: { status: 'draft' | 'published'; publishedAt?: Date },
  ): Promise<VersionedChange> => {
    const [entry] = await db
      .update(contentEntries)
      .set({ ...change, version: sql`${contentEntries.version} + 1`, lastModifiedAt: sql`now()` })
      .where(whereVersion(id, expectedVersion))
      .returning();
    return entry ? { ok: true, entry } : missOf(id);
  };

  return {
    /** A new draft with revision 1; undefined when the type already has the slug. */
    async create(type: ContentEntryType, slug: string, revision: NewContentRevision) {
      return db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(contentEntries)
          .values({ type, slug, currentRevision: 1, ...listingColumns(revision) })
          .onConflictDoNothing({ target: [contentEntries.type, contentEntries.slug] })
          .returning();
        if (entry) await tx.insert(contentRevisions).values(revisionRow(entry.id, 1, revision));
        return entry;
      });
    },

    /** The next revision becomes current (published with it when the entry is published). */
    async addRevision(id: string, expectedVersion: number, revision: NewContentRevision): Promise<VersionedChange> {
      const entry = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(contentEntries)
          .set({
            ...listingColumns(revision),
            currentRevision: sql`${contentEntries.currentRevision} + 1`,
            version: sql`${contentEntries.version} + 1`,
            lastModifiedAt: sql`now()`,
          })
          .where(whereVersion(id, expectedVersion))
          .returning();
        if (updated) await tx.insert(contentRevisions).values(revisionRow(id, updated.currentRevision, revision));
        return updated;
      });
      return entry ? { ok: true, entry } : missOf(id);
    },

    async publish(id: string, expectedVersion: number, publishedAt: Date): Promise<VersionedChange> {
      return setStatus(id, expectedVersion, { status: 'published', publishedAt });
    },

    /** Back to draft; the publish date stays for the record. */
    async unpublish(id: string, expectedVersion: number): Promise<VersionedChange> {
      return setStatus(id, expectedVersion, { status: 'draft' });
    },

    /** Published entries whose publish date falls in (after, until]: scheduled ones that have just come out. */
    async cameOutBetween(after: Date, until: Date): Promise<Pick<ContentEntryRow, 'type' | 'slug'>[]> {
      return db
        .select({ type: contentEntries.type, slug: contentEntries.slug })
        .from(contentEntries)
        .where(
          and(
            eq(contentEntries.status, 'published'),
            gt(contentEntries.publishedAt, after),
            lte(contentEntries.publishedAt, until),
          ),
        );
    },

    async findById(id: string): Promise<ContentEntryRow | undefined> {
      const [entry] = await db.select().from(contentEntries).where(eq(contentEntries.id, id));
      return entry;
    },

    async findBySlug(type: ContentEntryType, slug: string): Promise<ContentEntryRow | undefined> {
      const [entry] = await db
        .select()
        .from(contentEntries)
        .where(and(eq(contentEntries.type, type), eq(contentEntries.slug, slug)));
      return entry;
    },

    async revision(id: string, number: number): Promise<ContentRevisionRow | undefined> {
      const [revision] = await db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.entryId, id), eq(contentRevisions.number, number)));
      return revision;
    },

    /** Newest first. */
    async revisions(id: string): Promise<ContentRevisionRow[]> {
      return db
        .select()
        .from(contentRevisions)
        .where(eq(contentRevisions.entryId, id))
        .orderBy(desc(contentRevisions.number));
    },

    /** Most recently changed first. */
    async list(filter: {
      type?: ContentEntryType | undefined;
      status?: 'draft' | 'published' | undefined;
      limit: number;
      offset: number;
    }): Promise<{ results: ContentEntryRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (filter.type) conditions.push(eq(contentEntries.type, filter.type));
      if (filter.status) conditions.push(eq(contentEntries.status, filter.status));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [results, [total]] = await Promise.all([
        db
          .select()
          .from(contentEntries)
          .where(where)
          .orderBy(desc(contentEntries.lastModifiedAt), desc(contentEntries.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ total: count() }).from(contentEntries).where(where),
      ]);
      return { results, total: total?.total ?? 0 };
    },
  };
}

export type ContentEntryRepository = ReturnType<typeof contentEntryRepository>;
