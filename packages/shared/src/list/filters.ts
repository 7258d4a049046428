import { z } from 'zod';

type FilterValue = z.ZodType<string | undefined>;

/**
 * How a list filter is matched. `text` and `number` follow JeecgBoot's QueryGenerator rules on one
 * column (`*v*` like, `a,b` in, `!v` ne, else eq); `number` and `datetime` also take
 * `<name>_begin`/`<name>_end` ranges; `custom` is implemented by the server route itself.
 */
export type FilterKind = 'text' | 'number' | 'datetime' | 'custom';
export type FilterSpec = { kind: FilterKind; schema: FilterValue };
export type FilterSpecs = Record<string, FilterSpec>;

const filterValue = z.string().max(200).optional();
type DefaultValue = typeof filterValue;

// Overloads rather than a defaulted generic: inside `defineListRoute`'s const inference a default
// would widen to the constraint and lose the schema's type.
function spec<K extends FilterKind>(kind: K) {
  function make(): { kind: K; schema: DefaultValue };
  function make<S extends FilterValue>(schema: S): { kind: K; schema: S };
  function make(schema?: FilterValue): { kind: K; schema: FilterValue } {
    return { kind, schema: schema ?? filterValue };
  }
  return make;
}

/** Filter constructors; `schema` narrows what the value may be (an enum of codes…). */
export const filter = {
  text: spec('text'),
  number: spec('number'),
  datetime: spec('datetime'),
  /** Implemented by the server route itself (several columns, a subquery…). */
  custom: spec('custom'),
};

export type RangeFilterName<F extends FilterSpecs> = {
  [K in keyof F & string]: F[K]['kind'] extends 'number' | 'datetime' ? K : never;
}[keyof F & string];

/** The query keys a filter set adds to a list route: each filter, plus ranges for numbers and times. */
export type FilterShape<F extends FilterSpecs> = {
  [K in keyof F & string]: F[K]['schema'];
} & {
  [K in RangeFilterName<F> as `${K}_begin` | `${K}_end`]: typeof filterValue;
};

export function filterShape<F extends FilterSpecs>(filters: F): FilterShape<F> {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, { kind, schema }] of Object.entries(filters)) {
    shape[name] = schema;
    if (kind === 'number' || kind === 'datetime') {
      shape[`${name}_begin`] = filterValue;
      shape[`${name}_end`] = filterValue;
    }
  }
  return shape as FilterShape<F>;
}
