import type { DocsPageFields } from '@chairside/contracts';
import type { PublishedEntry } from '@chairside/db';
import { GraphQLInt, GraphQLObjectType, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import type { ContentContext } from './content-context';
import { faqItemType, fieldsOf, headingType, renderedOf, updatedAtOf } from './content-shared.graphql';
import { listOf, nonNull } from './graphql-types';

const page = (entry: PublishedEntry) => fieldsOf<DocsPageFields>(entry);

const navFields: GraphQLFieldConfigMap<PublishedEntry, ContentContext> = {
  slug: { type: nonNull(GraphQLString) },
  title: { type: nonNull(GraphQLString) },
  navLabel: {
    type: nonNull(GraphQLString),
    description: 'Its label in the side index.',
    resolve: (entry) => page(entry).navLabel ?? entry.title,
  },
};

const docsPageSummaryType = new GraphQLObjectType<PublishedEntry, ContentContext>({
  name: 'DocsPageSummary',
  fields: {
    ...navFields,
    order: {
      type: nonNull(GraphQLInt),
      description: 'Position in the side index, ascending.',
      resolve: (entry) => entry.sortOrder,
    },
  },
});

const docsPageType = new GraphQLObjectType<PublishedEntry, ContentContext>({
  name: 'DocsPage',
  fields: {
    ...navFields,
    bodyHtml: { type: nonNull(GraphQLString), description: 'The body as sanitised HTML; h2 and h3 carry ids.' },
    updatedAt: { type: nonNull(GraphQLString), resolve: updatedAtOf },
    seoTitle: { type: nonNull(GraphQLString), resolve: (entry) => page(entry).seoTitle ?? entry.title },
    seoDescription: { type: nonNull(GraphQLString), resolve: (entry) => page(entry).seoDescription ?? entry.title },
    headings: { type: listOf(headingType), resolve: (entry) => renderedOf(entry).headings },
    faq: {
      type: listOf(faqItemType),
      description: 'Questions shown after the body (and as FAQPage data); empty on most pages.',
      resolve: (entry) => renderedOf(entry).faq,
    },
  },
});

/** Docs fields of the content Query type. */
export const docsQueryFields: GraphQLFieldConfigMap<unknown, ContentContext> = {
  docsPages: {
    type: listOf(docsPageSummaryType),
    description: 'Published docs pages in side-index order.',
    resolve: (_source, _args, { entries }) => entries.list('docs-page'),
  },
  docsPage: {
    type: docsPageType,
    description: 'A published docs page by slug; null when there is none.',
    args: { slug: { type: nonNull(GraphQLString) } },
    resolve: (_source, { slug }: { slug: string }, { entries }) => entries.entry('docs-page', slug),
  },
};
