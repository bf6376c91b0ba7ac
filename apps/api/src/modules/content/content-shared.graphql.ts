import type { ContentProductSummary, PublishedEntry } from '@chairside/db';
import { GraphQLInt, GraphQLObjectType, GraphQLString } from 'graphql';
import type { ContentContext } from './content-context';
import type { RenderedExtras, RenderedFaqItem } from './content-render';
import { localized, nonNull } from './graphql-types';

/** Fields and render results of an entry, typed by the caller (they were validated when written). */
export const fieldsOf = <T>(entry: PublishedEntry) => entry.fields as T;
export const renderedOf = (entry: PublishedEntry) => entry.rendered as unknown as RenderedExtras;

/** The generated hero illustration of a key (media service). */
export const heroImageUrl = (key: string | undefined) => (key ? `/media/content/hero/${key}.svg` : null);

/** The last change readers can see: a revision written before a scheduled publish date dates from that date. */
export const updatedAtOf = (entry: PublishedEntry) =>
  new Date(Math.max(entry.updatedAt.getTime(), entry.publishedAt.getTime())).toISOString();

export const mentionedProductType = new GraphQLObjectType<ContentProductSummary, ContentContext>({
  name: 'MentionedProduct',
  description: 'A published product a post or landing page shows, linked to its product page.',
  fields: {
    sku: { type: nonNull(GraphQLString) },
    key: { type: nonNull(GraphQLString) },
    name: { type: nonNull(GraphQLString), resolve: (product) => localized(product.name) },
    slug: { type: nonNull(GraphQLString), resolve: (product) => localized(product.slug) },
    imageUrl: { type: GraphQLString },
  },
});

export const faqItemType = new GraphQLObjectType<RenderedFaqItem, ContentContext>({
  name: 'FaqItem',
  fields: {
    question: { type: nonNull(GraphQLString) },
    answerHtml: { type: nonNull(GraphQLString), description: 'The answer as sanitised HTML.' },
  },
});

export const headingType = new GraphQLObjectType({
  name: 'Heading',
  description: 'An h2 or h3 of the body; the rendered heading carries the same id.',
  fields: {
    id: { type: nonNull(GraphQLString) },
    text: { type: nonNull(GraphQLString) },
    level: { type: nonNull(GraphQLInt) },
  },
});

export const callToActionLinkType = new GraphQLObjectType({
  name: 'CallToActionLink',
  fields: { label: { type: nonNull(GraphQLString) }, href: { type: nonNull(GraphQLString) } },
});
