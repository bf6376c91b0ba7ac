import type { CatalogProductSummary, PrintCatalogRecord } from '@chairside/db';
import { GraphQLInt, GraphQLObjectType, GraphQLString, type GraphQLFieldConfigMap } from 'graphql';
import type { ContentContext } from './content-context';
import { listOf, localized, nonNull } from './graphql-types';
import type { CatalogPage } from './print-catalogs.loaders';

type PageSource = CatalogPage & { catalog: PrintCatalogRecord };

const productType = new GraphQLObjectType<CatalogProductSummary, ContentContext>({
  name: 'PrintCatalogProduct',
  description: 'A product shown on a catalogue page, linked to its product page.',
  fields: {
    key: { type: nonNull(GraphQLString) },
    name: { type: nonNull(GraphQLString), resolve: (product) => localized(product.name) },
    slug: { type: nonNull(GraphQLString), resolve: (product) => localized(product.slug) },
    itemNumbers: { type: listOf(GraphQLString), description: 'Item numbers of its units of measure, master first.' },
  },
});

// Page and catalogue refer to each other, hence the field thunks.
const pageType: GraphQLObjectType<PageSource, ContentContext> = new GraphQLObjectType<PageSource, ContentContext>({
  name: 'PrintCatalogPage',
  fields: () => ({
    pageNumber: { type: nonNull(GraphQLInt) },
    title: { type: nonNull(GraphQLString), description: 'The section the page belongs to.' },
    imageUrl: { type: nonNull(GraphQLString) },
    products: {
      type: listOf(productType),
      description: 'Products on the page that are still in the catalogue, in page order.',
      resolve: async (page, _args, { printCatalogs }) =>
        (await printCatalogs.productByKey.loadMany(page.productKeys)).filter(
          (product): product is CatalogProductSummary => product !== undefined && !(product instanceof Error),
        ),
    },
    catalog: { type: nonNull(catalogType) },
  }),
});

const catalogType: GraphQLObjectType<PrintCatalogRecord, ContentContext> = new GraphQLObjectType<
  PrintCatalogRecord,
  ContentContext
>({
  name: 'PrintCatalog',
  description: 'A print catalogue (e.g. regen24), browsable page by page.',
  fields: () => ({
    slug: { type: nonNull(GraphQLString) },
    title: { type: nonNull(GraphQLString) },
    description: { type: GraphQLString },
    year: { type: nonNull(GraphQLInt) },
    pageCount: { type: nonNull(GraphQLInt) },
    coverImageUrl: { type: GraphQLString, description: "The first page's image." },
    pages: {
      type: listOf(pageType),
      resolve: async (catalog, _args, { printCatalogs }) =>
        (await printCatalogs.pagesByCatalog.load(catalog.id)).map((page) => ({ ...page, catalog })),
    },
  }),
});

/** Print catalogue fields of the content Query type. */
export const printCatalogQueryFields: GraphQLFieldConfigMap<unknown, ContentContext> = {
  printCatalogs: {
    type: listOf(catalogType),
    description: 'Published print catalogues, newest first.',
    resolve: (_source, _args, { printCatalogs }) => printCatalogs.list(),
  },
  printCatalog: {
    type: catalogType,
    description: 'A catalogue by slug; null when there is none.',
    args: { slug: { type: nonNull(GraphQLString) } },
    resolve: (_source, { slug }: { slug: string }, { printCatalogs }) => printCatalogs.catalogBySlug.load(slug),
  },
  printCatalogPage: {
    type: pageType,
    description: 'One page of a catalogue; null when the catalogue or the page does not exist.',
    args: { slug: { type: nonNull(GraphQLString) }, pageNumber: { type: nonNull(GraphQLInt) } },
    resolve: async (_source, { slug, pageNumber }: { slug: string; pageNumber: number }, { printCatalogs }) => {
      const catalog = await printCatalogs.catalogBySlug.load(slug);
      if (!catalog) return null;
      const page = (await printCatalogs.pagesByCatalog.load(catalog.id)).find(
        (candidate) => candidate.pageNumber === pageNumber,
      );
      return page ? { ...page, catalog } : null;
    },
  },
};
