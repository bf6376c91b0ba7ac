import type { BlogPostFields } from '@chairside/contracts';
import type { PublishedEntry } from '@chairside/db';
import { tagLabel } from '@chairside/domain';
import { GraphQLError, GraphQLInt, GraphQLObjectType, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import type { ContentContext } from './content-context';
import { fieldsOf, heroImageUrl, mentionedProductType, renderedOf, updatedAtOf } from './content-shared.graphql';
import { listOf, nonNull } from './graphql-types';

const post = (entry: PublishedEntry) => fieldsOf<BlogPostFields>(entry);

export const maxBlogPageSize = 50;
const maxRelatedPosts = 12;
const maxSearchLength = 200;

interface TagSource {
  slug: string;
  count: number;
}

const blogTagType = new GraphQLObjectType<TagSource, ContentContext>({
  name: 'BlogTag',
  fields: {
    slug: { type: nonNull(GraphQLString) },
    label: { type: nonNull(GraphQLString), resolve: (tag) => tagLabel(tag.slug) },
    count: { type: nonNull(GraphQLInt), description: 'Published posts with the tag.' },
  },
});

const authorType = new GraphQLObjectType<BlogPostFields, ContentContext>({
  name: 'Author',
  fields: {
    name: { type: nonNull(GraphQLString), resolve: (fields) => fields.author },
    role: { type: GraphQLString, resolve: (fields) => fields.authorRole ?? null },
  },
});

/** The fields a post and its summary share. */
const summaryFields: GraphQLFieldConfigMap<PublishedEntry, ContentContext> = {
  slug: { type: nonNull(GraphQLString) },
  title: { type: nonNull(GraphQLString) },
  excerpt: { type: nonNull(GraphQLString), resolve: (entry) => post(entry).excerpt },
  heroImageUrl: { type: GraphQLString, resolve: (entry) => heroImageUrl(post(entry).hero) },
  heroImageAlt: { type: GraphQLString, resolve: (entry) => post(entry).heroAlt ?? null },
  publishedAt: { type: nonNull(GraphQLString), resolve: (entry) => entry.publishedAt.toISOString() },
  readingMinutes: { type: nonNull(GraphQLInt), resolve: (entry) => renderedOf(entry).readingMinutes },
  tags: {
    type: listOf(blogTagType),
    resolve: async (entry, _args, { entries }) => {
      const counts = await entries.tagCounts();
      return entry.tags.map((slug) => ({ slug, count: counts.get(slug) ?? 0 }));
    },
  },
};

const blogPostSummaryType = new GraphQLObjectType<PublishedEntry, ContentContext>({
  name: 'BlogPostSummary',
  fields: summaryFields,
});

const blogPostType = new GraphQLObjectType<PublishedEntry, ContentContext>({
  name: 'BlogPost',
  fields: {
    ...summaryFields,
    bodyHtml: { type: nonNull(GraphQLString), description: 'The body as sanitised HTML; h2 and h3 carry ids.' },
    author: { type: nonNull(authorType), resolve: (entry) => post(entry) },
    updatedAt: { type: nonNull(GraphQLString), resolve: updatedAtOf },
    seoTitle: { type: nonNull(GraphQLString), resolve: (entry) => post(entry).seoTitle ?? entry.title },
    seoDescription: {
      type: nonNull(GraphQLString),
      resolve: (entry) => post(entry).seoDescription ?? post(entry).excerpt,
    },
    relatedPosts: {
      type: listOf(blogPostSummaryType),
      description: 'Other published posts sharing the most tags, then the newest.',
      args: { limit: { type: nonNull(GraphQLInt), defaultValue: 3 } },
      resolve: (entry, { limit }: { limit: number }, { entries }) => {
        if (limit < 0 || limit > maxRelatedPosts) {
          throw new GraphQLError(`limit must be between 0 and ${maxRelatedPosts}.`);
        }
        return entries.relatedPosts(entry.id, limit);
      },
    },
    mentionedProducts: {
      type: listOf(mentionedProductType),
      description: 'The published products the post names, in its order.',
      resolve: (entry, _args, { entries }) => entries.products(post(entry).skus),
    },
  },
});

const blogPostPageType = new GraphQLObjectType<
  { items: PublishedEntry[]; total: number; page: number; pageSize: number },
  ContentContext
>({
  name: 'BlogPostPage',
  fields: {
    items: { type: listOf(blogPostType) },
    total: { type: nonNull(GraphQLInt), description: 'Posts matching, on all pages.' },
    page: { type: nonNull(GraphQLInt) },
    pageSize: { type: nonNull(GraphQLInt) },
  },
});

interface BlogPostsArgs {
  page: number;
  pageSize: number;
  tag?: string | null;
  search?: string | null;
}

/** Blog fields of the content Query type. */
export const blogQueryFields: GraphQLFieldConfigMap<unknown, ContentContext> = {
  blogPosts: {
    type: nonNull(blogPostPageType),
    description: 'Published posts, newest first; by tag and/or matching a search (words, "phrases", -excluded).',
    args: {
      page: { type: nonNull(GraphQLInt), defaultValue: 1 },
      pageSize: { type: nonNull(GraphQLInt), defaultValue: 12 },
      tag: { type: GraphQLString },
      search: { type: GraphQLString },
    },
    resolve: async (_source, { page, pageSize, tag, search }: BlogPostsArgs, { entries }) => {
      if (page < 1 || page > 10_000) throw new GraphQLError('page must be between 1 and 10000.');
      if (pageSize < 1 || pageSize > maxBlogPageSize) {
        throw new GraphQLError(`pageSize must be between 1 and ${maxBlogPageSize}.`);
      }
      if (search && search.length > maxSearchLength) {
        throw new GraphQLError(`search must be at most ${maxSearchLength} characters.`);
      }
      const result = await entries.blogPage({
        offset: (page - 1) * pageSize,
        limit: pageSize,
        tag: tag || undefined,
        search: search?.trim() || undefined,
      });
      return { ...result, page, pageSize };
    },
  },
  blogPost: {
    type: blogPostType,
    description: 'A published post by slug; null when there is none.',
    args: { slug: { type: nonNull(GraphQLString) } },
    resolve: (_source, { slug }: { slug: string }, { entries }) => entries.entry('blog-post', slug),
  },
  blogTags: {
    type: listOf(blogTagType),
    description: 'Tags of published posts with their counts, most used first, then by label.',
    resolve: async (_source, _args, { entries }) =>
      [...(await entries.tagCounts())]
        .map(([slug, count]) => ({ slug, count, label: tagLabel(slug) }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
  },
};
