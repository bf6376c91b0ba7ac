import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidInput } from './api-error';

const nul = '\u0000';
/** Far deeper than any request body of ours; deeper input would only exhaust recursive code (serializers, zod). */
const maxInputDepth = 32;

type Problem = { field: string; problem: 'nul' | 'depth' };

/** A value met while walking the input, with how it was reached: its path is only spelled out for a problem. */
interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
  depth: number;
}

/** The dotted path of a visit ('' for the root); recursion is bounded by maxInputDepth. */
function pathOf(visit: Visit | undefined): string {
  if (visit?.parent === undefined) return '';
  const path = pathOf(visit.parent);
  return path === '' ? visit.key : `${path}.${visit.key}`;
}

/**
 * The first string (value or key) holding NUL, or container nested deeper than maxInputDepth, with its dotted path.
 * Iterative, so hostile nesting cannot overflow the stack here. Paths are built only for the problem found: a 500-item
 * body would otherwise build a string per key.
 */
function problemIn(root: unknown): Problem | undefined {
  const pending: Visit[] = [{ value: root, key: '', parent: undefined, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string' && value.includes(nul)) return { field: pathOf(next), problem: 'nul' };
    if (value === null || typeof value !== 'object') continue;
    if (depth >= maxInputDepth) return { field: pathOf(next), problem: 'depth' };
    const container = value as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const visit: Visit = { value: container[key], key, parent: next, depth: depth + 1 };
      if (key.includes(nul)) return { field: pathOf(visit), problem: 'nul' };
      pending.push(visit);
    }
  }
  return undefined;
}

/** The body as checked: a form (the token endpoints keep it a string) as its decoded parameters, each on its own. */
function bodyParts(request: FastifyRequest): unknown[] {
  const { body } = request;
  const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
  if (typeof body !== 'string' || !form) return [body];
  return [...new URLSearchParams(body)].map(([name, value]) => ({ [name]: value }));
}

const messages: Record<Problem['problem'], string> = {
  nul: 'must not contain the NUL character (\\u0000).',
  depth: `must not nest objects or arrays more than ${maxInputDepth} levels deep.`,
};

/**
 * Refuses, for every route and before its validation, what no field of ours may hold: NUL (U+0000), which
 * PostgreSQL text and jsonb cannot store (a query would fail with a 500), and absurdly deep nesting. Path, query and
 * body alike; the answer is a 400 InvalidInput naming the field.
 */
export function guardInput(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts: [string, unknown][] = [
      ['path', request.params],
      ['query', request.query],
      ...bodyParts(request).map((value): [string, unknown] => ['body', value]),
    ];
    for (const [part, value] of parts) {
      const found = problemIn(value);
      if (found)
        return done(invalidInput(`${found.field.replaceAll(nul, '\\u0000') || part}: ${messages[found.problem]}`));
    }
    done();
  });
}
