import {
  contentFieldsSchemas,
  type ContentEntryDetail,
  type ContentEntryDraft,
  type ContentEntryQuery,
  type ContentEntrySummary,
  type ContentEntryUpdate,
  type ContentPublish,
} from '@chairside/contracts';
import {
  contentEntryRepository,
  type ContentEntryRow,
  type Db,
  type NewContentRevision,
  type VersionedChange,
} from '@chairside/db';
import { revalidationTags } from '@chairside/domain';
import { z } from 'zod';
import { ApiError, concurrentModification, invalidInput, resourceNotFound } from '../../http/api-error';
import { renderRevision } from './content-render';
import type { StorefrontRevalidator } from './storefront-revalidation';

/** Who writes: the API client's id (importer) or `cli` for the import command; kept on each revision. */
export interface Author {
  name: string;
  now: Date;
}

/** How a file asks to be published: as a draft, or published at its date (now when it has none). */
export interface Publication {
  draft: boolean;
  publishAt?: Date | undefined;
}

export type SaveOutcome = 'created' | 'updated' | 'unchanged';

const summaryOf = (entry: ContentEntryRow): ContentEntrySummary => ({
  id: entry.id,
  version: entry.version,
  type: entry.type,
  slug: entry.slug,
  title: entry.title,
  status: entry.status,
  publishedAt: entry.publishedAt?.toISOString() ?? null,
  currentRevision: entry.currentRevision,
  createdAt: entry.createdAt.toISOString(),
  lastModifiedAt: entry.lastModifiedAt.toISOString(),
});

const issueText = (error: z.ZodError, prefix: string) =>
  error.issues.map((issue) => [prefix, ...issue.path].join('.') + `: ${issue.message}`).join('; ');

/**
 * Writing content (issue 20): drafts, revisions, publishing. Each change commits first; only then is the storefront
 * told which cached pages to rebuild (outside any transaction; a failure there never fails the change).
 */
export function contentAuthoringService(db: Db, { revalidator }: { revalidator: StorefrontRevalidator }) {
  const entries = contentEntryRepository(db);

  const revalidate = (entry: ContentEntryRow) => revalidator.revalidate(revalidationTags(entry.type, entry.slug));

  const changed = (result: VersionedChange, id: string, expectedVersion: number): ContentEntryRow => {
    if (result.ok) return result.entry;
    if (result.reason === 'not-found') throw resourceNotFound(id);
    throw concurrentModification({ id, version: result.currentVersion }, expectedVersion);
  };

  const existing = async (id: string) => {
    const entry = z.uuid().safeParse(id).success ? await entries.findById(id) : undefined;
    if (!entry) throw resourceNotFound(id);
    return entry;
  };

  async function detail(entry: ContentEntryRow): Promise<ContentEntryDetail> {
    const revisions = await entries.revisions(entry.id);
    const current = revisions.find((revision) => revision.number === entry.currentRevision)!;
    return {
      ...summaryOf(entry),
      fields: current.fields,
      body: current.bodyMarkdown,
      bodyHtml: current.bodyHtml,
      revisions: revisions.map((revision) => ({
        number: revision.number,
        fields: revision.fields,
        body: revision.bodyMarkdown,
        createdBy: revision.createdBy,
        createdAt: revision.createdAt.toISOString(),
      })),
    };
  }

  async function create(draft: ContentEntryDraft, author: Author): Promise<ContentEntryRow> {
    const entry = await entries.create(draft.type, draft.slug, renderRevision(draft, author.name));
    if (!entry) {
      throw new ApiError(409, 'DuplicateField', `A ${draft.type} with the slug '${draft.slug}' already exists.`, {
        field: 'slug',
        duplicateValue: draft.slug,
      });
    }
    return entry;
  }

  /** A new revision unless fields and body are as they are now; a published entry shows it at once. */
  async function revise(entry: ContentEntryRow, version: number, revision: NewContentRevision) {
    const current = await entries.revision(entry.id, entry.currentRevision);
    if (current?.sourceHash === revision.sourceHash) {
      if (entry.version !== version) throw concurrentModification(entry, version);
      return { entry, outcome: 'unchanged' as const };
    }
    const updated = changed(await entries.addRevision(entry.id, version, revision), entry.id, version);
    if (updated.status === 'published') await revalidate(updated);
    return { entry: updated, outcome: 'updated' as const };
  }

  async function publish(entry: ContentEntryRow, version: number, publishedAt: Date) {
    const published = changed(await entries.publish(entry.id, version, publishedAt), entry.id, version);
    await revalidate(published);
    return published;
  }

  async function unpublish(entry: ContentEntryRow, version: number) {
    if (entry.status !== 'published') throw new ApiError(400, 'InvalidOperation', 'The entry is not published.');
    const unpublished = changed(await entries.unpublish(entry.id, version), entry.id, version);
    await revalidate(unpublished);
    return unpublished;
  }

  return {
    async create(draft: ContentEntryDraft, author: Author): Promise<ContentEntryDetail> {
      return detail(await create(draft, author));
    },

    async update(id: string, update: ContentEntryUpdate, author: Author): Promise<ContentEntryDetail> {
      const entry = await existing(id);
      const fields = contentFieldsSchemas[entry.type].safeParse(update.fields);
      if (!fields.success) throw invalidInput(issueText(fields.error, 'fields'));
      const draft = { type: entry.type, slug: entry.slug, fields: fields.data, body: update.body } as ContentEntryDraft;
      return detail((await revise(entry, update.version, renderRevision(draft, author.name))).entry);
    },

    async publish(id: string, { version, publishAt }: ContentPublish, author: Author): Promise<ContentEntryDetail> {
      const entry = await existing(id);
      return detail(await publish(entry, version, publishAt ? new Date(publishAt) : author.now));
    },

    async unpublish(id: string, { version }: { version: number }): Promise<ContentEntryDetail> {
      return detail(await unpublish(await existing(id), version));
    },

    async get(id: string): Promise<ContentEntryDetail> {
      return detail(await existing(id));
    },

    async list(query: ContentEntryQuery) {
      const { results, total } = await entries.list(query);
      return {
        limit: query.limit,
        offset: query.offset,
        count: results.length,
        total,
        results: results.map(summaryOf),
      };
    },

    /**
     * Creates or updates the entry of the draft's type and slug and brings it to the asked publication (the import):
     * saving what is already there changes nothing, not even the version.
     */
    async save(draft: ContentEntryDraft, publication: Publication, author: Author): Promise<SaveOutcome> {
      const found = await entries.findBySlug(draft.type, draft.slug);
      let entry = found ?? (await create(draft, author));
      let outcome: SaveOutcome = found ? 'unchanged' : 'created';
      if (found) ({ entry, outcome } = await revise(found, found.version, renderRevision(draft, author.name)));
      if (publication.draft) {
        if (entry.status === 'published') await unpublish(entry, entry.version);
        return outcome;
      }
      const publishAt = publication.publishAt ?? (entry.status === 'published' ? entry.publishedAt! : author.now);
      if (entry.status !== 'published' || entry.publishedAt?.getTime() !== publishAt.getTime()) {
        await publish(entry, entry.version, publishAt);
        if (outcome === 'unchanged') outcome = 'updated';
      }
      return outcome;
    },
  };
}

export type ContentAuthoringService = ReturnType<typeof contentAuthoringService>;
