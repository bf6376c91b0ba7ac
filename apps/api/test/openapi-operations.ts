/** A JSON Schema as /openapi.json carries it (zod's output): only the keywords the fuzzer reads are named. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  [keyword: string]: unknown;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface RawOperation {
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, string[]>[];
  'x-access'?: Access;
}

/** Who may call an operation: its `x-access` (route-access.ts) and the scopes of its `security`. */
export interface Access {
  credentials: 'none' | 'bearer' | 'client';
  actors: string[];
  subject: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** The OpenAPI path template, e.g. `/aces/me/carts/{id}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
  access: Access;
}

/** Every operation of the document that declares its access (the others are refused anyway, see route-access). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, raw]) => {
      const access = raw['x-access'];
      if (!access) return [];
      const parameters = (raw.parameters ?? [])
        .filter((parameter) => parameter.in === 'path' || parameter.in === 'query')
        .map((parameter) => ({
          name: parameter.name,
          in: parameter.in as Parameter['in'],
          required: parameter.required ?? false,
          schema: parameter.schema,
        }));
      const body = raw.requestBody?.content?.['application/json']?.schema;
      return [{ method: method.toUpperCase(), path, parameters, body, access }];
    }),
  );
}

/** Follows `$ref`s into the document's components. */
export function resolveSchema(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  let resolved = schema;
  while (resolved.$ref !== undefined) {
    const name = resolved.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`Unresolvable $ref ${resolved.$ref} in /openapi.json`);
    resolved = target;
  }
  return resolved;
}
