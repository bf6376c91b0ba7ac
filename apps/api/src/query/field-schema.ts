import { sql, type SQL } from 'drizzle-orm';

/**
 * How a resource's fields are queried with `where`: each resource declares its queryable fields
 * once as a map from field name to one of these, and the predicate compiler does the rest.
 */
export type FieldSpec = ScalarField | ObjectField | CollectionField | IdArrayField | TextArrayField | AttributesField;

/** Field names at one level of a resource; a function for open-ended names such as locales. */
export type FieldLookup = Readonly<Record<string, FieldSpec>> | ((name: string) => FieldSpec | undefined);

/** `number`: a PostgreSQL integer column (versions, amounts in cents, ratings, variant ids). */
export type ScalarType = 'text' | 'uuid' | 'number' | 'boolean' | 'date' | 'json';

/** One value in one SQL expression (a column, a jsonb path). */
export interface ScalarField {
  kind: 'scalar';
  type: ScalarType;
  expression: SQL;
  /** Whether the value may be absent (SQL null), which makes `is [not] defined` meaningful. */
  nullable: boolean;
  /**
   * Maps a queried value to the stored one (e.g. a product-type id to its name); `undefined`
   * means no stored row can hold it, so `=` matches nothing.
   */
  toStored?: (value: string) => string | undefined;
  /** Accept numbers for a text field by their decimal form (item numbers typed as numbers). */
  numbersAsText?: boolean;
}

/** An object on the same row: `parent(id = "…")`, `name(en-US = "…")`. */
export interface ObjectField {
  kind: 'object';
  fields: FieldLookup;
  /** Condition under which the object is present, for `is [not] defined`. */
  definedWhen?: SQL;
}

/**
 * Elements in another table linked to the row (variants of a product). A predicate on it holds
 * when any element matches: `owner in (select link from … where filter and predicate)`. Predicates
 * on the same `group` joined by `or` share one subquery, so the planner can use one index scan.
 */
export interface CollectionField {
  kind: 'collection';
  group: string;
  owner: SQL;
  /** `select <link> from <table>`, completed with `where filter and predicate`. */
  select: SQL;
  /** Which rows of the table are elements of this field (e.g. master variant only). */
  filter: SQL;
  fields: FieldLookup;
}

/** References held as a uuid[] column (categories, ancestors), queried as `field(id …)`. */
export interface IdArrayField {
  kind: 'idArray';
  column: SQL;
}

/** A text[] column of plain values (channel roles): `contains any|all`, `=` (holds the value), `is empty`. */
export interface TextArrayField {
  kind: 'textArray';
  column: SQL;
}

/**
 * Attributes kept as a jsonb map name → value and served as [{name, value}]. `indexed` names
 * attributes mirrored by an indexed text column, so `attributes(name = "x" and value in (…))`
 * becomes a plain column condition instead of a scan of every variant's jsonb.
 */
export interface AttributesField {
  kind: 'attributes';
  column: SQL;
  indexed: Readonly<Record<string, ScalarField>>;
}

export const scalar = (
  type: ScalarType,
  expression: SQL,
  options: Partial<Omit<ScalarField, 'kind' | 'type' | 'expression'>> = {},
): ScalarField => ({
  kind: 'scalar',
  type,
  expression,
  nullable: false,
  ...options,
});

/** Locales a LocalizedString column is indexed or commonly queried by; each gets a static SQL path. */
const knownLocales = ['en-US'] as const;
const localePattern = /^[a-z]{2}(?:-[A-Z]{2})?$/;

/**
 * A jsonb LocalizedString column, queried as `name(en-US = "…")`. Known locales use a literal
 * path (which matches expression indexes such as `(slug->>'en-US')`); other well-formed locales
 * bind the locale as a parameter.
 */
export function localizedField(column: SQL): ObjectField {
  const paths = new Map<string, SQL>(
    knownLocales.map((locale) => [locale, sql`(${column}->>${sql.raw(`'${locale}'`)})`]),
  );
  return {
    kind: 'object',
    fields: (locale) => {
      if (!localePattern.test(locale)) return undefined;
      return scalar('text', paths.get(locale) ?? sql`(${column}->>${locale})`, { nullable: true });
    },
  };
}

/** A reference `{typeId, id}` stored as an id column: `parent(id = "…")`, `parent is defined`. */
export function referenceField(idColumn: SQL, options: { nullable: boolean }): ObjectField {
  return {
    kind: 'object',
    fields: { id: scalar('uuid', idColumn, options) },
    ...(options.nullable ? { definedWhen: sql`${idColumn} is not null` } : {}),
  };
}
