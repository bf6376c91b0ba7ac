import { sql, type SQL } from 'drizzle-orm';
import type { ComparisonOperator, PredicateNode, SourcePosition, ValueNode } from './predicate-ast';
import { malformedWhere } from './predicate-error';
import {
  scalar,
  type AttributesField,
  type CollectionField,
  type FieldLookup,
  type FieldSpec,
  type IdArrayField,
  type ScalarField,
  type TextArrayField,
} from './field-schema';
import { bindValue, resolveSingleValue, resolveValues, type BoundValue, type Variables } from './predicate-values';

/**
 * A compiled predicate. A predicate on a collection field also keeps its parts, so that several
 * of them on the same table joined by `or` can share one subquery (see CollectionField).
 */
interface Compiled {
  condition: SQL;
  membership?: { field: CollectionField; predicate: SQL };
}

const sqlOperators: Record<ComparisonOperator, SQL> = {
  '=': sql`=`,
  '!=': sql`<>`,
  '<': sql`<`,
  '<=': sql`<=`,
  '>': sql`>`,
  '>=': sql`>=`,
};
const ordering = new Set<ComparisonOperator>(['<', '<=', '>', '>=']);
const never = sql`false`;

const parenthesised = (parts: SQL[], joiner: 'and' | 'or'): SQL =>
  parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql.raw(` ${joiner} `))})`;
const plain = (condition: SQL): Compiled => ({ condition });

function membershipCondition(field: CollectionField, predicate: SQL): SQL {
  return sql`${field.owner} in (${field.select} where ${predicate})`;
}

function lookup(fields: FieldLookup, name: string, position: SourcePosition): FieldSpec {
  const spec = typeof fields === 'function' ? fields(name) : Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!spec) throw malformedWhere(`Unknown field '${name}'`, position);
  return spec;
}

/** A bound parameter, cast where the column type alone does not tell PostgreSQL how to read it. */
function parameter(bound: BoundValue): SQL {
  if (bound.cast === 'timestamptz') return sql`${bound.value}::timestamptz`;
  if (bound.cast === 'jsonb') return sql`${bound.value}::jsonb`;
  return sql`${bound.value}`;
}

/**
 * Compiles a parsed predicate against a resource's field schema into a SQL condition. Every value
 * is a bound parameter; field names only select SQL the schema declared.
 */
export function compilePredicate(node: PredicateNode, fields: FieldLookup, variables: Variables): SQL {
  return compile(node, fields, variables).condition;
}

function compile(node: PredicateNode, fields: FieldLookup, variables: Variables): Compiled {
  switch (node.kind) {
    case 'and':
      return plain(
        parenthesised(
          node.operands.map((operand) => compile(operand, fields, variables).condition),
          'and',
        ),
      );
    case 'or':
      return compileOr(node.operands.map((operand) => compile(operand, fields, variables)));
    case 'not':
      // An undefined field makes a comparison unknown (null); not(...) is its complement, so null counts as false
      // first.
      return plain(sql`not coalesce(${compile(node.operand, fields, variables).condition}, false)`);
    case 'nested':
      return compileNested(
        node.field,
        lookup(fields, node.field, node.position),
        node.predicate,
        variables,
        node.position,
      );
    default:
      return plain(compileCondition(node, lookup(fields, node.field, node.position), variables));
  }
}

/** `or` of several operands; operands on the same collection merge into one subquery. */
function compileOr(operands: Compiled[]): Compiled {
  const groups = new Map<string, { field: CollectionField; predicates: SQL[] }>();
  const others: SQL[] = [];
  for (const operand of operands) {
    if (!operand.membership) {
      others.push(operand.condition);
      continue;
    }
    const { field, predicate } = operand.membership;
    const group = groups.get(field.group);
    if (group) group.predicates.push(predicate);
    else groups.set(field.group, { field, predicates: [predicate] });
  }
  const merged = [...groups.values()].map(({ field, predicates }) => ({
    field,
    predicate: parenthesised(predicates, 'or'),
  }));
  if (others.length === 0 && merged.length === 1) {
    const [{ field, predicate }] = merged as [(typeof merged)[number]];
    return { condition: membershipCondition(field, predicate), membership: { field, predicate } };
  }
  return plain(
    parenthesised([...others, ...merged.map(({ field, predicate }) => membershipCondition(field, predicate))], 'or'),
  );
}

function compileNested(
  name: string,
  spec: FieldSpec,
  predicate: PredicateNode,
  variables: Variables,
  position: SourcePosition,
): Compiled {
  switch (spec.kind) {
    case 'object':
      return compile(predicate, spec.fields, variables);
    case 'collection': {
      const inner = sql`(${spec.filter} and ${compile(predicate, spec.fields, variables).condition})`;
      return { condition: membershipCondition(spec, inner), membership: { field: spec, predicate: inner } };
    }
    case 'idArray':
      return plain(compileIdArray(spec, predicate, variables));
    case 'attributes':
      return plain(compileAttributes(spec, predicate, variables));
    default:
      throw malformedWhere(
        `Field '${name}' has no fields to query inside; compare it with an operator instead of ${name}(...)`,
        position,
      );
  }
}

/**
 * References by id in a uuid[] column: `categories(id = "…")` and `categories(id in (…))` use the
 * array operators (GIN-indexable); anything else tests each element.
 */
function compileIdArray(spec: IdArrayField, predicate: PredicateNode, variables: Variables): SQL {
  const element = scalar('uuid', sql`reference.id`);
  if (predicate.kind === 'compare' && predicate.field === 'id' && predicate.operator === '=') {
    const bound = bindValue(element, 'id', resolveSingleValue(predicate.value, variables));
    return bound ? sql`${spec.column} @> array[${parameter(bound)}]::uuid[]` : never;
  }
  if (predicate.kind === 'in' && predicate.field === 'id' && !predicate.negated) {
    const bound = boundList(element, 'id', predicate.values, variables);
    return bound.length > 0 ? sql`${spec.column} && array[${sql.join(bound.map(parameter), sql`, `)}]::uuid[]` : never;
  }
  const condition = compile(predicate, { id: element }, variables).condition;
  return sql`exists (select 1 from unnest(${spec.column}) as reference(id) where ${condition})`;
}

/**
 * `attributes(name = "x" and value …)`. When the name is one of the indexed attributes, `value`
 * is its column and `name` a constant, so no jsonb is scanned; otherwise each attribute of the
 * jsonb map is tested.
 */
function compileAttributes(spec: AttributesField, predicate: PredicateNode, variables: Variables): SQL {
  const conjuncts = predicate.kind === 'and' ? predicate.operands : [predicate];
  for (const conjunct of conjuncts) {
    if (conjunct.kind !== 'compare' || conjunct.field !== 'name' || conjunct.operator !== '=') continue;
    const { value } = resolveSingleValue(conjunct.value, variables);
    const column = typeof value === 'string' && Object.hasOwn(spec.indexed, value) ? spec.indexed[value] : undefined;
    if (column)
      return compile(predicate, { name: scalar('text', sql`${value}::text`), value: column }, variables).condition;
  }
  const condition = compile(
    predicate,
    { name: scalar('text', sql`attribute.name`), value: scalar('json', sql`attribute.value`) },
    variables,
  ).condition;
  return sql`exists (select 1 from jsonb_each(${spec.column}) as attribute(name, value) where ${condition})`;
}

type ConditionNode = Exclude<PredicateNode, { kind: 'and' | 'or' | 'not' | 'nested' }>;

function compileCondition(node: ConditionNode, spec: FieldSpec, variables: Variables): SQL {
  const { field, position } = node;
  const unsupported = (what: string, hint: string) =>
    malformedWhere(`${what} does not apply to field '${field}'; ${hint}`, position);
  if (node.kind === 'is') {
    const present = presence(spec, node.test);
    if (!present)
      throw unsupported(
        `'is ${node.negated ? 'not ' : ''}${node.test}'`,
        node.test === 'empty' ? 'only arrays can be empty' : 'it is always defined',
      );
    return node.negated ? sql`not ${present}` : present;
  }
  switch (spec.kind) {
    case 'scalar':
      if (node.kind === 'contains') throw unsupported("'contains'", "use '=' or 'in'");
      return compileScalar(spec, node, variables);
    case 'textArray':
      return compileTextArray(spec, node, variables);
    case 'idArray':
      throw unsupported('A comparison', `query its references as ${field}(id = "…")`);
    default:
      throw unsupported('A comparison', `query its fields as ${field}(…)`);
  }
}

/** For `is defined`: the condition that the field is present; for `is empty`: that the array is empty. */
function presence(spec: FieldSpec, test: 'defined' | 'empty'): SQL | undefined {
  if (test === 'defined') {
    if (spec.kind === 'scalar') return spec.nullable ? sql`(${spec.expression} is not null)` : undefined;
    if (spec.kind === 'object') return spec.definedWhen ? sql`(${spec.definedWhen})` : undefined;
    return undefined;
  }
  switch (spec.kind) {
    case 'idArray':
    case 'textArray':
      return sql`(cardinality(${spec.column}) = 0)`;
    case 'attributes':
      return sql`(${spec.column} = '{}'::jsonb)`;
    case 'collection':
      return sql`(not ${membershipCondition(spec, spec.filter)})`;
    default:
      return undefined;
  }
}

function boundList(
  spec: ScalarField,
  name: string,
  values: ValueNode[] | ValueNode,
  variables: Variables,
): BoundValue[] {
  const nodes = Array.isArray(values) ? values : [values];
  return nodes
    .flatMap((node) => resolveValues(node, variables))
    .flatMap((queried) => bindValue(spec, name, queried) ?? []);
}

function compileScalar(
  spec: ScalarField,
  node: Extract<ConditionNode, { kind: 'compare' | 'in' }>,
  variables: Variables,
): SQL {
  const { expression } = spec;
  const equalityOnly = spec.type === 'uuid' || spec.type === 'boolean';
  if (node.kind === 'in') {
    const bound = boundList(spec, node.field, node.values, variables);
    // An empty list (after dropping values no row can hold): `in` matches nothing, `not in` every defined value.
    if (bound.length === 0) return node.negated ? sql`(${expression} is not null)` : never;
    return sql`(${expression} ${node.negated ? sql`not in` : sql`in`} (${sql.join(bound.map(parameter), sql`, `)}))`;
  }
  if (equalityOnly && ordering.has(node.operator)) {
    throw malformedWhere(
      `Operator '${node.operator}' does not apply to field '${node.field}'; use '=', '!=' or 'in'`,
      node.position,
    );
  }
  const bound = bindValue(spec, node.field, resolveSingleValue(node.value, variables));
  if (!bound) return node.operator === '=' ? never : sql`(${expression} is not null)`;
  const operator = sqlOperators[node.operator];
  if (spec.type === 'json' && ordering.has(node.operator)) {
    return sql`(jsonb_typeof(${expression}) = ${bound.jsonType} and ${expression} ${operator} ${parameter(bound)})`;
  }
  // Text orders bytewise, as on every PostgreSQL server whatever its default collation.
  const left = spec.type === 'text' && ordering.has(node.operator) ? sql`${expression} collate "C"` : expression;
  return sql`(${left} ${operator} ${parameter(bound)})`;
}

/**
 * Plain values in a text[] column: `roles contains any ("A", "B")`, `roles = "A"` (holds it), `roles in ("A", "B")`
 * (holds one).
 */
function compileTextArray(
  spec: TextArrayField,
  node: Exclude<ConditionNode, { kind: 'is' }>,
  variables: Variables,
): SQL {
  const element = scalar('text', sql`element`);
  const array = (values: ValueNode[] | ValueNode) => {
    const bound = boundList(element, node.field, values, variables);
    return sql`array[${sql.join(bound.map(parameter), sql`, `)}]::text[]`;
  };
  if (node.kind === 'contains')
    return sql`(${spec.column} ${node.mode === 'all' ? sql`@>` : sql`&&`} ${array(node.values)})`;
  if (node.kind === 'in')
    return node.negated
      ? sql`(not ${spec.column} && ${array(node.values)})`
      : sql`(${spec.column} && ${array(node.values)})`;
  if (node.operator === '=') return sql`(${spec.column} @> ${array(node.value)})`;
  if (node.operator === '!=') return sql`(not ${spec.column} @> ${array(node.value)})`;
  throw malformedWhere(
    `Operator '${node.operator}' does not apply to field '${node.field}'; use '=', 'in' or 'contains any|all'`,
    node.position,
  );
}
