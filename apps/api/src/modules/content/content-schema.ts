import { GraphQLObjectType, GraphQLSchema } from 'graphql';
import type { ContentContext } from './content-context';
import { printCatalogQueryFields } from './print-catalogs.graphql';

/**
 * The content read API's schema. Each kind of content contributes its own Query fields
 * (blog posts, docs pages and landing pages come next, beside the print catalogues).
 */
export const contentSchema = new GraphQLSchema({
  query: new GraphQLObjectType<unknown, ContentContext>({
    name: 'Query',
    fields: { ...printCatalogQueryFields },
  }),
});
