import type { Db } from '@chairside/db';
import {
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
} from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { contentContext } from './content-context';
import { contentSchema } from './content-schema';
import { depthLimitRule, maxQueryDepth, maxQueryTokens } from './query-limits';

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown> | null | undefined;
  operationName?: string | null | undefined;
}

/** A GraphQL error as sent: message, locations, path, extensions. */
export type ContentError = { message: string } & Record<string, unknown>;

export interface GraphqlResponse {
  data?: Record<string, unknown> | null;
  errors?: ContentError[];
}

const formatted = (error: GraphQLError): ContentError => ({ ...error.toJSON() });

export interface ContentServiceOptions {
  /** Schema introspection (__schema, __type); off in production, where nobody needs to explore. */
  introspection: boolean;
  log: FastifyBaseLogger;
}

/** The content read API: parses, validates (with size and depth limits) and runs GraphQL queries. */
export function contentService(db: Db, { introspection, log }: ContentServiceOptions) {
  const rules = [
    ...specifiedRules,
    depthLimitRule(maxQueryDepth),
    ...(introspection ? [] : [NoSchemaIntrospectionCustomRule]),
  ];

  /** Errors that no resolver meant to show (a failed database query) keep their place but lose their text. */
  const toClient = (error: GraphQLError): ContentError => {
    const unexpected = error.originalError !== undefined && !(error.originalError instanceof GraphQLError);
    if (!unexpected) return formatted(error);
    log.error({ err: error.originalError, path: error.path }, 'content query failed');
    return { ...formatted(error), message: 'Internal server error' };
  };

  return {
    /** Runs a query as of `now`: entries whose publish date is later stay hidden. */
    async execute(request: GraphqlRequest, now: Date): Promise<GraphqlResponse> {
      let document: DocumentNode;
      try {
        document = parse(request.query, { maxTokens: maxQueryTokens });
      } catch (error) {
        if (error instanceof GraphQLError) return { errors: [formatted(error)] };
        throw error;
      }
      const invalid = validate(contentSchema, document, rules);
      if (invalid.length > 0) return { errors: invalid.map(formatted) };
      const result = await execute({
        schema: contentSchema,
        document,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
        contextValue: contentContext(db, now),
      });
      return {
        ...(result.data !== undefined ? { data: result.data } : {}),
        ...(result.errors ? { errors: result.errors.map(toClient) } : {}),
      };
    },
  };
}
