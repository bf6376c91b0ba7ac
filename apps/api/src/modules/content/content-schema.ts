import { GraphQLObjectType, GraphQLSchema } from 'graphql';
import { blogQueryFields } from './blog.graphql';
import type { ContentContext } from './content-context';
import { docsQueryFields } from './docs.graphql';
import { landingQueryFields } from './landing.graphql';
import { printCatalogQueryFields } from './print-catalogs.graphql';

/** The content read API's schema: each kind of content contributes its own Query fields. */
export const contentSchema = new GraphQLSchema({
  query: new GraphQLObjectType<unknown, ContentContext>({
    name: 'Query',
    fields: { ...blogQueryFields, ...docsQueryFields, ...landingQueryFields, ...printCatalogQueryFields },
  }),
});
