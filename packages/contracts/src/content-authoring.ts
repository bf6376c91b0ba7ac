import { contentSlugPattern } from '@chairside/domain';
import { z } from 'zod';

/*
 * Writing content (issue 20): the fields of each content type, as Markdown files' front matter carry them and the
 * manage-scope API (/content/entries) takes them. Unknown fields are refused, so a misspelt one is never lost.
 */

const slug = z.string().max(100).regex(contentSlugPattern, 'lower-case words joined by hyphens');
const line = (max: number) => z.string().trim().min(1).max(max);
const markdown = z.string().max(100_000);
/** A link target: a path on this site or an https address. */
const href = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^\/(?!\/)/.test(value) || /^https:\/\/[^\s]+$/.test(value), 'a path (/…) or an https URL');
const sku = line(64);
/** The version last read; a PostgreSQL integer. */
const expectedVersion = z.number().int().min(1).max(2_147_483_647);

const seo = { seoTitle: line(200).optional(), seoDescription: line(300).optional() };
const faqItem = z.strictObject({ question: line(300), answer: markdown.min(1) });
const ctaLink = z.strictObject({ label: line(80), href });

export const blogPostFieldsSchema = z.strictObject({
  title: line(200),
  excerpt: line(300),
  author: line(100),
  authorRole: line(100).optional(),
  tags: z.array(slug).max(12).default([]),
  /** A hero illustration key: the media service draws /media/content/hero/<key>.svg. */
  hero: slug.optional(),
  heroAlt: line(200).optional(),
  skus: z.array(sku).max(24).default([]),
  ...seo,
});

export const docsPageFieldsSchema = z.strictObject({
  title: line(200),
  navLabel: line(80).optional(),
  order: z.number().int().min(0).max(100_000),
  faq: z.array(faqItem).max(100).default([]),
  ...seo,
});

export const landingBlockInputSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('hero'),
    heading: line(200),
    subheading: line(400).optional(),
    hero: slug.optional(),
    cta: ctaLink.optional(),
  }),
  z.strictObject({ type: z.literal('rich-text'), markdown: markdown.min(1) }),
  z
    .strictObject({
      type: z.literal('product-grid'),
      heading: line(200).optional(),
      skus: z.array(sku).min(1).max(24).optional(),
      category: slug.optional(),
      limit: z.number().int().min(1).max(24).optional(),
    })
    .refine((block) => (block.skus === undefined) !== (block.category === undefined), 'either skus or a category')
    .refine((block) => block.limit === undefined || block.category !== undefined, 'limit goes with a category'),
  z.strictObject({
    type: z.literal('category-tiles'),
    heading: line(200).optional(),
    categories: z.array(slug).min(1).max(24),
  }),
  z.strictObject({ type: z.literal('call-to-action'), heading: line(200), body: markdown.min(1), cta: ctaLink }),
  z.strictObject({ type: z.literal('faq'), heading: line(200).optional(), items: z.array(faqItem).min(1).max(100) }),
]);

export const landingPageFieldsSchema = z.strictObject({
  title: line(200),
  blocks: z.array(landingBlockInputSchema).min(1).max(50),
  ...seo,
});

export const contentTypes = ['blog-post', 'docs-page', 'landing-page'] as const;

/** Each type's fields, for checking an update against the entry's type. */
export const contentFieldsSchemas = {
  'blog-post': blogPostFieldsSchema,
  'docs-page': docsPageFieldsSchema,
  'landing-page': landingPageFieldsSchema,
} as const;

/** An entry's content: its type, slug, the type's fields and the Markdown body. */
export const contentEntryDraftSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('blog-post'), slug, fields: blogPostFieldsSchema, body: markdown }),
  z.strictObject({ type: z.literal('docs-page'), slug, fields: docsPageFieldsSchema, body: markdown }),
  z.strictObject({ type: z.literal('landing-page'), slug, fields: landingPageFieldsSchema, body: markdown }),
]);

/** POST /content/entries/{id}: new fields and body (a new revision), against the version last read. */
export const contentEntryUpdateSchema = z.strictObject({
  version: expectedVersion,
  fields: z.record(z.string(), z.unknown()),
  body: markdown,
});

/** POST /content/entries/{id}/publish: now, or at a date (scheduled when in the future). */
export const contentPublishSchema = z.strictObject({
  version: expectedVersion,
  publishAt: z.iso.datetime({ offset: true }).optional(),
});

export const contentUnpublishSchema = z.strictObject({ version: expectedVersion });

export const contentEntryQuerySchema = z.strictObject({
  type: z.enum(contentTypes).optional(),
  status: z.enum(['draft', 'published']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const contentEntrySummarySchema = z.object({
  id: z.string(),
  version: z.number().int(),
  type: z.enum(contentTypes),
  slug: z.string(),
  title: z.string(),
  status: z.enum(['draft', 'published']),
  /** The publish date; later than now = scheduled. Kept after unpublishing. */
  publishedAt: z.string().nullable(),
  currentRevision: z.number().int(),
  createdAt: z.string(),
  lastModifiedAt: z.string(),
});

export const contentRevisionSchema = z.object({
  number: z.number().int(),
  fields: z.record(z.string(), z.unknown()),
  body: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});

/** One entry with its current fields and body, and every revision, newest first. */
export const contentEntryDetailSchema = contentEntrySummarySchema.extend({
  fields: z.record(z.string(), z.unknown()),
  body: z.string(),
  bodyHtml: z.string(),
  revisions: z.array(contentRevisionSchema),
});

export type BlogPostFields = z.infer<typeof blogPostFieldsSchema>;
export type DocsPageFields = z.infer<typeof docsPageFieldsSchema>;
export type LandingBlockInput = z.infer<typeof landingBlockInputSchema>;
export type LandingPageFields = z.infer<typeof landingPageFieldsSchema>;
export type ContentTypeName = (typeof contentTypes)[number];
export type ContentEntryDraft = z.infer<typeof contentEntryDraftSchema>;
export type ContentEntryUpdate = z.infer<typeof contentEntryUpdateSchema>;
export type ContentPublish = z.infer<typeof contentPublishSchema>;
export type ContentEntryQuery = z.infer<typeof contentEntryQuerySchema>;
export type ContentEntrySummary = z.infer<typeof contentEntrySummarySchema>;
export type ContentRevision = z.infer<typeof contentRevisionSchema>;
export type ContentEntryDetail = z.infer<typeof contentEntryDetailSchema>;
