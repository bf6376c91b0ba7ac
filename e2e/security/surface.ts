import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The storefront's surface (routes, Server Actions, form fields), read from its source and build by the security
 * specs, so that a new route, action or field is covered unasked.
 */
export const webRoot = path.resolve('apps/web');

export interface AppRoute {
  /** The URL path with its dynamic segments as `[name]` (one segment) or `[...name]` (any number). */
  pattern: string;
  /** A route handler's exported methods (GET, POST, ...); a page answers GET. */
  methods: string[];
}

/** The URL a file of app/ serves: route groups `(x)` add nothing. */
function urlPattern(directory: string): string {
  const segments = path
    .relative(path.join(webRoot, 'app'), directory)
    .split(path.sep)
    .filter((segment) => segment && !/^\(.*\)$/.test(segment));
  return `/${segments.join('/')}`;
}

/** Next's metadata files that answer a URL of their own. */
const metadataRoutes: Record<string, string> = {
  'robots.ts': 'robots.txt',
  'sitemap.ts': 'sitemap.xml',
  'manifest.ts': 'manifest.webmanifest',
};

/** Every page, route handler and metadata route under apps/web/app. */
export function appRoutes(directory = path.join(webRoot, 'app')): AppRoute[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry): AppRoute[] => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return appRoutes(file);
    if (/^page\.tsx?$/.test(entry.name)) return [{ pattern: urlPattern(directory), methods: ['GET'] }];
    if (/^route\.tsx?$/.test(entry.name)) {
      const methods = [
        ...readFileSync(file, 'utf8').matchAll(/export (?:async )?function (GET|POST|PUT|PATCH|DELETE)\b/g),
      ];
      return [{ pattern: urlPattern(directory), methods: methods.map((match) => match[1]!) }];
    }
    const metadataUrl = metadataRoutes[entry.name];
    if (metadataUrl) return [{ pattern: path.posix.join(urlPattern(directory), metadataUrl), methods: ['GET'] }];
    return [];
  });
}

/** The route's URL with each dynamic segment replaced by `value` (already percent-encoded as it should travel). */
export const fillPattern = (pattern: string, value: string) => pattern.replace(/\[(?:\.\.\.)?[^\]]+\]/g, value);

export interface ServerAction {
  name: string;
  id: string;
  /** A page whose bundle holds the action: where the browser would post it. */
  path: string;
}

/** Every Server Action of the production build (apps/web/.next), with the id Next gave it in this build. */
export function serverActions(): ServerAction[] {
  const manifest = JSON.parse(
    readFileSync(path.join(webRoot, '.next/server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName: string; workers: Record<string, unknown> }> };
  return Object.entries(manifest.node).map(([id, action]) => {
    const page = Object.keys(action.workers).find((worker) => worker.endsWith('/page') && !worker.includes('['));
    return { name: action.exportedName, id, path: page ? urlPattern(path.join(webRoot, path.dirname(page))) : '/' };
  });
}

/**
 * Arguments as React's client encodes them for a Server Action: a string that starts with `$` is escaped, and the
 * numbers JSON has no word for are spelled out; everything else is plain JSON.
 */
export function encodeActionArgs(args: unknown[]): string {
  return JSON.stringify(args, (_key, value: unknown) => {
    if (typeof value === 'string') return value.startsWith('$') ? `$${value}` : value;
    if (typeof value !== 'number' || Number.isFinite(value)) return Object.is(value, -0) ? '$-0' : value;
    return Number.isNaN(value) ? '$NaN' : value > 0 ? '$Infinity' : '$-Infinity';
  });
}

/** The headers and body of a Server Action call as Next's client sends it for plain (JSON) arguments. */
export function actionCall(action: ServerAction, args: unknown[], headers: Record<string, string> = {}) {
  return {
    headers: {
      'next-action': action.id,
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      ...headers,
    },
    data: encodeActionArgs(args),
  };
}

/**
 * A form's Server Action call (`action(previousState, formData)`) as Next's client sends it: multipart, the form's
 * fields prefixed `_1_`, then the arguments in field 0 with the form as reference `$K1`. The order matters: the
 * server reads the arguments as they stream in, and a form field after them would be lost.
 */
export function formActionCall(
  action: ServerAction,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) multipart.append(`_1_${name}`, value);
  multipart.append('0', JSON.stringify([{}, '$K1']));
  return { headers: { 'next-action': action.id, accept: 'text/x-component', ...headers }, multipart };
}

/** What the storefront's source reads by name from a request: form fields, query parameters. */
const namedReads = [
  /name="([\w-]+)"/g,
  /(?:formData|searchParams|params)\.get\('([\w-]+)'\)/g,
  /\(await searchParams\)\.(\w+)/g,
  /\bparams\.(\w+)\b(?!\()/g,
  /const \{ (\w+)[^}]*\} = await searchParams/g,
];

/** The names of the form fields and query parameters the storefront reads (app/ and modules/). */
export function requestFieldNames(): string[] {
  const names = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = readFileSync(file, 'utf8');
        for (const pattern of namedReads) for (const match of source.matchAll(pattern)) names.add(match[1]!);
      }
    }
  };
  walk(path.join(webRoot, 'app'));
  walk(path.join(webRoot, 'modules'));
  return [...names].sort();
}
