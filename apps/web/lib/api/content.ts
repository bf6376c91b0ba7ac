import 'server-only';
import {
  blogPostPageSchema,
  blogPostSchema,
  blogTagSchema,
  docsPageSchema,
  docsPageSummarySchema,
  graphqlResponseSchema,
  landingPageSchema,
  landingPageSummarySchema,
  type BlogPost,
  type BlogPostPage,
  type BlogTag,
  type DocsPage,
  type DocsPageSummary,
  type LandingPage,
  type LandingPageSummary,
} from '@chairside/contracts';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { z } from 'zod';
import { revalidationTags, type ContentType } from '@chairside/domain';
import { allContentTag, contentListTag } from './content-tags';
import { catalogRequest } from './catalog-client';
import { ApiError } from './client';
import { revalidationMarks } from './content-generations';
import { GraphqlError } from './graphql-result';

/** Time-based fallback: an entry whose revalidation call was lost still shows within this many seconds. */
export const contentRevalidateSeconds = 300;

const anyJson = z.unknown();

/**
 * One content GraphQL read (POST /content/graphql with the public read token) through the Next data cache under the
 * given tags (and their revalidation marks, see content-generations.ts). The answer is checked inside the cached function, so an error (spec §8: the first message, or
 * 'GraphQL Error (Code: status)') is thrown and never kept. Only public content comes through here.
 */
async function contentQuery<T extends z.ZodType>(
  query: string,
  variables: Record<string, unknown>,
  data: T,
  tags: string[],
): Promise<z.infer<T>> {
  const body = JSON.stringify({ query, variables });
  const allTags = [allContentTag, ...tags];
  const marks = await revalidationMarks(allTags);
  const load = unstable_cache(
    async () => {
      const response = await catalogRequest('/content/graphql', anyJson, { method: 'POST', body }).catch(
        (error: unknown) => {
          throw error instanceof ApiError ? new GraphqlError(undefined, error.status) : error;
        },
      );
      const answer = graphqlResponseSchema(anyJson).parse(response);
      if (answer.errors?.length || answer.data == null) throw new GraphqlError(answer.errors, 200);
      return answer.data;
    },
    ['content-graphql', body, marks.join(',')],
    { revalidate: contentRevalidateSeconds, tags: allTags },
  );
  return data.parse(await load());
}

const listTags = (type: ContentType) => [contentListTag(type)];
/** An entry's read: its own tag and its type's list tag (related posts and the like come from other entries). */
const entryTags = (type: ContentType, slug: string) => revalidationTags(type, slug);

const tagFields = 'slug label count';
const summaryFields = `slug title excerpt heroImageUrl heroImageAlt publishedAt readingMinutes tags { ${tagFields} }`;
const productFields = 'sku key name slug imageUrl';
const faqFields = 'question answerHtml';

export interface BlogListRequest {
  page: number;
  pageSize: number;
  tag?: string | undefined;
}

/** Published posts, newest first, one page of them (optionally of one tag). */
export const getBlogPosts = cache(async ({ page, pageSize, tag }: BlogListRequest): Promise<BlogPostPage> => {
  const query = `query ($page: Int!, $pageSize: Int!, $tag: String) {
    blogPosts(page: $page, pageSize: $pageSize, tag: $tag) { total page pageSize items { ${summaryFields} } }
  }`;
  const data = await contentQuery(
    query,
    { page, pageSize, tag: tag ?? null },
    z.object({ blogPosts: blogPostPageSchema }),
    listTags('blog-post'),
  );
  return data.blogPosts;
});

/** Every published post's slug and last change (sitemap), pages of the API's largest size. */
export async function getAllBlogPostLocations(): Promise<{ slug: string; updatedAt: string }[]> {
  const pageSize = 50;
  const schema = z.object({
    blogPosts: z.object({
      total: z.number().int(),
      items: z.array(z.object({ slug: z.string(), updatedAt: z.string() })),
    }),
  });
  const query = `query ($page: Int!, $pageSize: Int!) { blogPosts(page: $page, pageSize: $pageSize) { total items { slug updatedAt } } }`;
  const locations: { slug: string; updatedAt: string }[] = [];
  for (let page = 1; ; page++) {
    const { blogPosts } = await contentQuery(query, { page, pageSize }, schema, listTags('blog-post'));
    locations.push(...blogPosts.items);
    if (blogPosts.items.length === 0 || locations.length >= blogPosts.total) return locations;
  }
}

export const getBlogTags = cache(async (): Promise<BlogTag[]> => {
  const data = await contentQuery(
    `query { blogTags { ${tagFields} } }`,
    {},
    z.object({ blogTags: z.array(blogTagSchema) }),
    listTags('blog-post'),
  );
  return data.blogTags;
});

/** A published post with its related posts and mentioned products, or undefined. */
export const getBlogPost = cache(async (slug: string): Promise<BlogPost | undefined> => {
  const query = `query ($slug: String!) { blogPost(slug: $slug) {
    ${summaryFields} bodyHtml author { name role } updatedAt seoTitle seoDescription
    relatedPosts(limit: 3) { ${summaryFields} } mentionedProducts { ${productFields} }
  } }`;
  const data = await contentQuery(
    query,
    { slug },
    z.object({ blogPost: blogPostSchema.nullable() }),
    entryTags('blog-post', slug),
  );
  return data.blogPost ?? undefined;
});

export const getDocsPages = cache(async (): Promise<DocsPageSummary[]> => {
  const data = await contentQuery(
    'query { docsPages { slug title navLabel order } }',
    {},
    z.object({ docsPages: z.array(docsPageSummarySchema) }),
    listTags('docs-page'),
  );
  return data.docsPages;
});

export const getDocsPage = cache(async (slug: string): Promise<DocsPage | undefined> => {
  const query = `query ($slug: String!) { docsPage(slug: $slug) {
    slug title navLabel bodyHtml updatedAt seoTitle seoDescription headings { id text level } faq { ${faqFields} }
  } }`;
  const data = await contentQuery(
    query,
    { slug },
    z.object({ docsPage: docsPageSchema.nullable() }),
    entryTags('docs-page', slug),
  );
  return data.docsPage ?? undefined;
});

export const getLandingPages = cache(async (): Promise<LandingPageSummary[]> => {
  const data = await contentQuery(
    'query { landingPages { slug title updatedAt } }',
    {},
    z.object({ landingPages: z.array(landingPageSummarySchema) }),
    listTags('landing-page'),
  );
  return data.landingPages;
});

const blockFields = `__typename
  ... on HeroBlock { heading subheading heroImageUrl cta { label href } }
  ... on RichTextBlock { html }
  ... on ProductGridBlock { heading products { ${productFields} } }
  ... on CategoryTilesBlock { heading categories { slug name href } }
  ... on CallToActionBlock { heading bodyHtml cta { label href } }
  ... on FaqBlock { heading items { ${faqFields} } }`;

export const getLandingPage = cache(async (slug: string): Promise<LandingPage | undefined> => {
  const query = `query ($slug: String!) { landingPage(slug: $slug) {
    slug title seoTitle seoDescription updatedAt blocks { ${blockFields} }
  } }`;
  const data = await contentQuery(
    query,
    { slug },
    z.object({ landingPage: landingPageSchema.nullable() }),
    entryTags('landing-page', slug),
  );
  return data.landingPage ?? undefined;
});
