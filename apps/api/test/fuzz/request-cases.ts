import { sample } from 'openapi-sampler';
import type { HostileValues } from './hostile-values';
import { locationsOf, RawJson, remove, serialize, withValueAt, type JsonPath } from './json-paths';
import type { KnownValues } from './known-values';
import { resolveSchema, type JsonSchema, type OpenApiDocument, type Operation } from '../openapi-operations';

export interface FuzzRequest {
  method: string;
  /** Path and query string, encoded. */
  url: string;
  body?: string;
  contentType?: string;
  /** What this request changes from a valid one, for the report. */
  mutation: string;
}

/** Path and query values stay below Node's header limit, so they reach the API rather than the HTTP parser. */
const maxUrlValueLength = 1000;

/** The text a hostile value becomes in a path segment or query parameter. */
function asText(value: unknown): string {
  const text =
    typeof value === 'string' ? value : value instanceof RawJson ? value.text : (serialize(value) ?? String(value));
  return text.slice(0, maxUrlValueLength);
}

/** Lone surrogates become U+FFFD first (as URLSearchParams does), since encodeURIComponent refuses them. */
const encodePathSegment = (text: string) => encodeURIComponent(Buffer.from(text).toString());

const sampleOf = (schema: JsonSchema, document: OpenApiDocument): unknown =>
  sample(schema as never, { skipNonRequired: false }, document as never);

/** A scalar the data may hold a real value for: neither an enum nor a constant, which the schema fixes. */
const isFreeScalar = (schema: JsonSchema) =>
  (schema.type === 'string' || schema.type === 'integer' || schema.type === 'number') &&
  schema.enum === undefined &&
  schema.const === undefined;

/**
 * Valid bodies covering every branch of every oneOf/anyOf once (e.g. each cart update action). Free scalars take the
 * value the data holds under the same name (a real sku, the cart's version), else openapi-sampler's.
 */
function bodyVariants(
  schema: JsonSchema,
  document: OpenApiDocument,
  knownValue: (name: string) => unknown,
  name = '',
): unknown[] {
  const resolved = resolveSchema(schema, document);
  const branches = resolved.oneOf ?? resolved.anyOf;
  if (branches) {
    const typed = branches.filter((branch) => resolveSchema(branch, document).type !== 'null');
    return typed.flatMap((branch) => bodyVariants(branch, document, knownValue, name));
  }
  if (resolved.type === 'array' && resolved.items)
    return bodyVariants(resolved.items, document, knownValue, name).map((item) => [item]);
  if (resolved.type === 'object' && resolved.properties) {
    const properties = Object.entries(resolved.properties).map(
      ([property, propertySchema]) => [property, bodyVariants(propertySchema, document, knownValue, property)] as const,
    );
    const base = Object.fromEntries(properties.map(([property, variants]) => [property, variants[0]]));
    const others = properties.flatMap(([property, variants]) =>
      variants.slice(1).map((variant) => ({ ...base, [property]: variant })),
    );
    return [base, ...others];
  }
  const sampled = sampleOf(resolved, document);
  const known = isFreeScalar(resolved) ? knownValue(name) : undefined;
  return [known !== undefined && typeof known === typeof sampled ? known : sampled];
}

const describePath = (path: JsonPath) => (path.length === 0 ? 'body' : `body.${path.join('.')}`);

/** Where a body location's trouble is remembered: the path and the keys beside it (which oneOf branch it is in). */
function locationKey(body: unknown, path: JsonPath): string {
  const parent = path.slice(0, -1).reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body);
  const siblings = parent !== null && typeof parent === 'object' ? Object.keys(parent).sort().join(',') : '';
  return `${path.join('.')}|${siblings}`;
}

/** Whole bodies no route should choke on: empty, not JSON, not an object, other media types. */
const wholeBodies: { mutation: string; body?: string; contentType?: string }[] = [
  { mutation: 'empty JSON body', body: '', contentType: 'application/json' },
  { mutation: 'malformed JSON', body: '{"a":', contentType: 'application/json' },
  { mutation: 'JSON null', body: 'null', contentType: 'application/json' },
  { mutation: 'JSON array', body: '[]', contentType: 'application/json' },
  { mutation: 'JSON string', body: '"x"', contentType: 'application/json' },
  { mutation: 'text/plain body', body: 'hello', contentType: 'text/plain' },
  { mutation: 'form body', body: 'a=%00&__proto__[x]=1', contentType: 'application/x-www-form-urlencoded' },
];

/** A valid request to an operation, from which every hostile one differs in one place. */
interface Base {
  operation: Operation;
  pathValues: ReadonlyMap<string, string>;
  query: [string, string][];
  /** One valid body per oneOf branch (just `undefined` without a body). */
  bodies: unknown[];
}

function baseOf(operation: Operation, document: OpenApiDocument, known: KnownValues): Base {
  const valueOf = (name: string, schema: JsonSchema) =>
    known.valueFor(name, operation.path) ?? sampleOf(resolveSchema(schema, document), document);
  const parameters = (where: 'path' | 'query') =>
    operation.parameters
      .filter((parameter) => parameter.in === where && parameter.required)
      .map((parameter): [string, string] => [parameter.name, asText(valueOf(parameter.name, parameter.schema))]);
  const bodies = operation.body
    ? bodyVariants(operation.body, document, (name) => known.valueFor(name, operation.path))
    : [undefined];
  return { operation, pathValues: new Map(parameters('path')), query: parameters('query'), bodies };
}

/** The encoded path and query; `rawPath` puts one path parameter in unencoded (malformed percent-encoding). */
function urlOf(base: Base, changes: { path?: Map<string, string>; query?: [string, string][]; rawPath?: string[] }) {
  const path = changes.path ?? base.pathValues;
  const query = changes.query ?? base.query;
  const filled = base.operation.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    changes.rawPath?.[0] === name ? changes.rawPath[1]! : encodePathSegment(path.get(name) ?? ''),
  );
  return query.length === 0 ? filled : `${filled}?${new URLSearchParams(query)}`;
}

function request(base: Base, mutation: string, body: unknown, url = urlOf(base, {})): FuzzRequest {
  const json = body === undefined ? {} : { body: serialize(body), contentType: 'application/json' };
  return { method: base.operation.method, url, mutation, ...json };
}

/** Every path and query parameter with each class of hostile value; path parameters also malformed; extra ones. */
function parameterRequests(base: Base, hostile: HostileValues): FuzzRequest[] {
  const { operation, bodies } = base;
  const requests: FuzzRequest[] = [];
  for (const parameter of operation.parameters) {
    const at = `${operation.method} ${operation.path} ${parameter.in}.${parameter.name}`;
    for (const { kind, value } of hostile.forLocation(at, base.pathValues.get(parameter.name))) {
      const mutation = `${parameter.in}.${parameter.name} = ${kind}`;
      if (parameter.in === 'path') {
        const path = new Map(base.pathValues).set(parameter.name, asText(value));
        requests.push(request(base, mutation, bodies[0], urlOf(base, { path })));
      } else {
        // A short array is the parameter repeated (?a=1&a=2).
        const values = Array.isArray(value) && value.length < 10 ? value : [value];
        const query = [
          ...base.query.filter(([name]) => name !== parameter.name),
          ...values.map((item): [string, string] => [parameter.name, asText(item)]),
        ];
        requests.push(request(base, mutation, bodies[0], urlOf(base, { query })));
      }
    }
    if (parameter.in !== 'path') continue;
    for (const raw of ['%ff', '%', '..']) {
      const url = urlOf(base, { rawPath: [parameter.name, raw] });
      requests.push(request(base, `path.${parameter.name} = raw ${raw}`, bodies[0], url));
    }
  }
  const extra: [string, string][] = [...base.query, ['__proto__[polluted]', '1'], ['constructor', 'x']];
  return [...requests, request(base, 'extra query parameters', bodies[0], urlOf(base, { query: extra }))];
}

/** Every body location with each class of hostile value, and every object without each field and with an extra one. */
function bodyRequests(base: Base, hostile: HostileValues): FuzzRequest[] {
  const { operation } = base;
  const requests: FuzzRequest[] = [];
  const seen = new Set<string>();
  for (const body of base.bodies) {
    for (const { path, value: valid } of locationsOf(body)) {
      const key = locationKey(body, path);
      if (seen.has(key)) continue;
      seen.add(key);
      for (const { kind, value } of hostile.forLocation(`${operation.method} ${operation.path} ${key}`, valid))
        requests.push(request(base, `${describePath(path)} = ${kind}`, withValueAt(body, path, value)));
      if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) continue;
      for (const name of Object.keys(valid)) {
        const field = [...path, name];
        requests.push(request(base, `${describePath(field)} missing`, withValueAt(body, field, remove)));
      }
      const extra = withValueAt(body, [...path, 'unexpected_field'], 1);
      requests.push(request(base, `${describePath(path)} + extra field`, extra));
    }
  }
  return requests;
}

/**
 * The requests the fuzzer sends to one operation: valid ones (one per body branch), then every path and query
 * parameter and every body location with each class of hostile value, each field missing, an extra field on every
 * object, and whole hostile bodies.
 */
export function requestsFor(
  operation: Operation,
  document: OpenApiDocument,
  known: KnownValues,
  hostile: HostileValues,
): FuzzRequest[] {
  const base = baseOf(operation, document, known);
  if (!operation.body) return [request(base, 'valid', undefined), ...parameterRequests(base, hostile)];
  return [
    ...base.bodies.map((body) => request(base, 'valid', body)),
    ...parameterRequests(base, hostile),
    ...bodyRequests(base, hostile),
    ...wholeBodies.map((whole) => ({ method: operation.method, url: urlOf(base, {}), ...whole })),
  ];
}
