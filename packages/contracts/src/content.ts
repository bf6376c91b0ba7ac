import { z } from 'zod';

/**
 * Shapes the content GraphQL API (POST /content/graphql) answers with for print catalogues.
 * A client asks for the fields it needs; these schemas describe them all.
 */
export const printCatalogPageProductSchema = z.object({
  key: z.string(),
  name: z.string(),
  slug: z.string(),
  itemNumbers: z.array(z.string()),
});

export const printCatalogPageSchema = z.object({
  pageNumber: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  products: z.array(printCatalogPageProductSchema),
});

export const printCatalogSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  year: z.number().int(),
  pageCount: z.number().int(),
  coverImageUrl: z.string().nullable(),
});

export const printCatalogSchema = printCatalogSummarySchema.extend({ pages: z.array(printCatalogPageSchema) });

export type PrintCatalogPageProduct = z.infer<typeof printCatalogPageProductSchema>;
export type PrintCatalogPage = z.infer<typeof printCatalogPageSchema>;
export type PrintCatalogSummary = z.infer<typeof printCatalogSummarySchema>;
export type PrintCatalog = z.infer<typeof printCatalogSchema>;

/** A GraphQL response: `data` when execution started, `errors` when anything failed. */
export const graphqlResponseSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    data: data.nullable().optional(),
    errors: z.array(z.looseObject({ message: z.string() })).optional(),
  });

/*
 * Blog posts, docs pages and landing pages (issue 20). Only published entries whose publish date has passed are
 * served; Markdown arrives rendered as sanitised HTML. Dates are ISO 8601 strings.
 */

export const blogTagSchema = z.object({
  slug: z.string(),
  label: z.string(),
  /** Published posts carrying the tag. */
  count: z.number().int(),
});

export const contentAuthorSchema = z.object({ name: z.string(), role: z.string().nullable() });

/** A product a post or a landing page's grid shows: published products only. */
export const mentionedProductSchema = z.object({
  sku: z.string(),
  key: z.string(),
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
});

export const blogPostSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  heroImageUrl: z.string().nullable(),
  heroImageAlt: z.string().nullable(),
  publishedAt: z.string(),
  readingMinutes: z.number().int(),
  tags: z.array(blogTagSchema),
});

export const blogPostSchema = blogPostSummarySchema.extend({
  bodyHtml: z.string(),
  author: contentAuthorSchema,
  updatedAt: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** Posts sharing the most tags, then the newest. */
  relatedPosts: z.array(blogPostSummarySchema),
  mentionedProducts: z.array(mentionedProductSchema),
});

/** `blogPosts` answers; items carry whichever BlogPost fields were asked for (the summary ones for a list). */
export const blogPostPageSchema = z.object({
  items: z.array(blogPostSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const docsPageSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  navLabel: z.string(),
  order: z.number().int(),
});

/** An h2 or h3 of a rendered body; the rendered heading carries the same id. */
export const contentHeadingSchema = z.object({ id: z.string(), text: z.string(), level: z.number().int() });

export const faqItemSchema = z.object({ question: z.string(), answerHtml: z.string() });

export const docsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  navLabel: z.string(),
  bodyHtml: z.string(),
  updatedAt: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  headings: z.array(contentHeadingSchema),
  faq: z.array(faqItemSchema),
});

export const landingPageSummarySchema = z.object({ slug: z.string(), title: z.string(), updatedAt: z.string() });

export const callToActionLinkSchema = z.object({ label: z.string(), href: z.string() });

export const landingBlockSchema = z.discriminatedUnion('__typename', [
  z.object({
    __typename: z.literal('HeroBlock'),
    heading: z.string(),
    subheading: z.string().nullable(),
    heroImageUrl: z.string().nullable(),
    cta: callToActionLinkSchema.nullable(),
  }),
  z.object({ __typename: z.literal('RichTextBlock'), html: z.string() }),
  z.object({
    __typename: z.literal('ProductGridBlock'),
    heading: z.string().nullable(),
    products: z.array(mentionedProductSchema),
  }),
  z.object({
    __typename: z.literal('CategoryTilesBlock'),
    heading: z.string().nullable(),
    categories: z.array(z.object({ slug: z.string(), name: z.string(), href: z.string() })),
  }),
  z.object({
    __typename: z.literal('CallToActionBlock'),
    heading: z.string(),
    bodyHtml: z.string(),
    cta: callToActionLinkSchema,
  }),
  z.object({ __typename: z.literal('FaqBlock'), heading: z.string().nullable(), items: z.array(faqItemSchema) }),
]);

export const landingPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  updatedAt: z.string(),
  blocks: z.array(landingBlockSchema),
});

export type BlogTag = z.infer<typeof blogTagSchema>;
export type ContentAuthor = z.infer<typeof contentAuthorSchema>;
export type MentionedProduct = z.infer<typeof mentionedProductSchema>;
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export type BlogPost = z.infer<typeof blogPostSchema>;
export type BlogPostPage = z.infer<typeof blogPostPageSchema>;
export type DocsPageSummary = z.infer<typeof docsPageSummarySchema>;
export type ContentHeading = z.infer<typeof contentHeadingSchema>;
export type FaqItem = z.infer<typeof faqItemSchema>;
export type DocsPage = z.infer<typeof docsPageSchema>;
export type LandingPageSummary = z.infer<typeof landingPageSummarySchema>;
export type CallToActionLink = z.infer<typeof callToActionLinkSchema>;
export type LandingBlock = z.infer<typeof landingBlockSchema>;
export type LandingPage = z.infer<typeof landingPageSchema>;
