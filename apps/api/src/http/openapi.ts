import { categorySchema, errorResponseSchema } from '@chairside/contracts';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Schemas named here become OpenAPI components referenced by $ref instead of being repeated
 * inline. A registry of our own, not zod's global one, so loading the module twice is harmless.
 */
const components = z.registry<{ id: string }>();
components.add(errorResponseSchema, { id: 'ErrorResponse' });
components.add(categorySchema, { id: 'Category' });

/** Documents the error statuses a route can answer with; they all share the one error body. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

/** Collects the zod route schemas into an OpenAPI 3 document; must be registered before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Chairside API',
        description: 'Commerce (commercetools-compatible, project key "aces"), middleware and operations endpoints.',
        version: '0.1.0',
      },
      // What each operation's `security` names; `x-access` adds who may call it (request-context hook).
      components: {
        securitySchemes: {
          oauth2: {
            type: 'oauth2',
            flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: {} } },
          },
          clientCredentials: { type: 'http', scheme: 'basic' },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: components }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: components }),
  });
}
