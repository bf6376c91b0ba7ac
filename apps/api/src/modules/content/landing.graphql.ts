import type { LandingPageFields } from '@chairside/contracts';
import type { ContentCategorySummary, PublishedEntry } from '@chairside/db';
import { GraphQLObjectType, GraphQLString, GraphQLUnionType, type GraphQLFieldConfigMap } from 'graphql';
import type { ContentContext } from './content-context';
import type { RenderedLandingBlock } from './content-render';
import {
  callToActionLinkType,
  faqItemType,
  fieldsOf,
  heroImageUrl,
  mentionedProductType,
  renderedOf,
  updatedAtOf,
} from './content-shared.graphql';
import { listOf, localized, nonNull } from './graphql-types';

type Block<T extends RenderedLandingBlock['type']> = Extract<RenderedLandingBlock, { type: T }>;

/** A category grid shows this many products unless the block says otherwise. */
const defaultGridSize = 8;

/**
 * Fields of one name have one type in every block (heading and cta are nullable throughout), so that a client may ask
 * for them in one query; a hero and a call to action always have both.
 */
const heroBlockType = new GraphQLObjectType<Block<'hero'>, ContentContext>({
  name: 'HeroBlock',
  fields: {
    heading: { type: GraphQLString },
    subheading: { type: GraphQLString },
    heroImageUrl: { type: GraphQLString, resolve: (block) => heroImageUrl(block.hero) },
    cta: { type: callToActionLinkType },
  },
});

const richTextBlockType = new GraphQLObjectType<Block<'rich-text'>, ContentContext>({
  name: 'RichTextBlock',
  fields: { html: { type: nonNull(GraphQLString), description: 'Sanitised HTML.' } },
});

const productGridBlockType = new GraphQLObjectType<Block<'product-grid'>, ContentContext>({
  name: 'ProductGridBlock',
  fields: {
    heading: { type: GraphQLString },
    products: {
      type: listOf(mentionedProductType),
      description: "The block's published products: its skus in order, or the first of its category by name.",
      resolve: (block, _args, { entries }) =>
        block.skus
          ? entries.products(block.skus)
          : entries.productsInCategory(block.category!, block.limit ?? defaultGridSize),
    },
  },
});

const categoryTileType = new GraphQLObjectType<ContentCategorySummary, ContentContext>({
  name: 'CategoryTile',
  fields: {
    slug: { type: nonNull(GraphQLString) },
    name: { type: nonNull(GraphQLString), resolve: (category) => localized(category.name) },
    href: { type: nonNull(GraphQLString), resolve: (category) => `/category/${category.path.join('/')}` },
  },
});

const categoryTilesBlockType = new GraphQLObjectType<Block<'category-tiles'>, ContentContext>({
  name: 'CategoryTilesBlock',
  fields: {
    heading: { type: GraphQLString },
    categories: {
      type: listOf(categoryTileType),
      description: 'The categories that exist, in the order given.',
      resolve: (block, _args, { entries }) => entries.categories(block.categories),
    },
  },
});

const callToActionBlockType = new GraphQLObjectType<Block<'call-to-action'>, ContentContext>({
  name: 'CallToActionBlock',
  fields: {
    heading: { type: GraphQLString },
    bodyHtml: { type: nonNull(GraphQLString) },
    cta: { type: callToActionLinkType },
  },
});

const faqBlockType = new GraphQLObjectType<Block<'faq'>, ContentContext>({
  name: 'FaqBlock',
  fields: { heading: { type: GraphQLString }, items: { type: listOf(faqItemType) } },
});

const blockTypeNames: Record<RenderedLandingBlock['type'], string> = {
  hero: heroBlockType.name,
  'rich-text': richTextBlockType.name,
  'product-grid': productGridBlockType.name,
  'category-tiles': categoryTilesBlockType.name,
  'call-to-action': callToActionBlockType.name,
  faq: faqBlockType.name,
};

const landingBlockType = new GraphQLUnionType({
  name: 'LandingBlock',
  types: [
    heroBlockType,
    richTextBlockType,
    productGridBlockType,
    categoryTilesBlockType,
    callToActionBlockType,
    faqBlockType,
  ],
  resolveType: (block: RenderedLandingBlock) => blockTypeNames[block.type],
});

const landingPageSummaryType = new GraphQLObjectType<PublishedEntry, ContentContext>({
  name: 'LandingPageSummary',
  fields: {
    slug: { type: nonNull(GraphQLString) },
    title: { type: nonNull(GraphQLString) },
    updatedAt: { type: nonNull(GraphQLString), resolve: updatedAtOf },
  },
});

const landingPageType = new GraphQLObjectType<PublishedEntry, ContentContext>({
  name: 'LandingPage',
  fields: {
    slug: { type: nonNull(GraphQLString) },
    title: { type: nonNull(GraphQLString) },
    seoTitle: {
      type: nonNull(GraphQLString),
      resolve: (entry) => fieldsOf<LandingPageFields>(entry).seoTitle ?? entry.title,
    },
    seoDescription: {
      type: nonNull(GraphQLString),
      resolve: (entry) => fieldsOf<LandingPageFields>(entry).seoDescription ?? entry.title,
    },
    updatedAt: { type: nonNull(GraphQLString), resolve: updatedAtOf },
    blocks: {
      type: listOf(landingBlockType),
      description: "The page top to bottom; ask for __typename and each block type's fields.",
      resolve: (entry) => renderedOf(entry).blocks,
    },
  },
});

/** Landing page fields of the content Query type. */
export const landingQueryFields: GraphQLFieldConfigMap<unknown, ContentContext> = {
  landingPages: {
    type: listOf(landingPageSummaryType),
    description: 'Published landing pages by title.',
    resolve: (_source, _args, { entries }) => entries.list('landing-page'),
  },
  landingPage: {
    type: landingPageType,
    description: 'A published landing page by slug; null when there is none.',
    args: { slug: { type: nonNull(GraphQLString) } },
    resolve: (_source, { slug }: { slug: string }, { entries }) => entries.entry('landing-page', slug),
  },
};
