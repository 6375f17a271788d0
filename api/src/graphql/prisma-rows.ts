/**
 * Rows read with hand-written SQL (as JSON: `to_jsonb(row)`) handed to Pothos as if Prisma had read them. A read
 * states its shape: every scalar of a model, the relations it nests and the relation counts it adds. Pothos then
 * resolves nested fields from the row, so it must only get rows that answer the selection it planned: `covers`
 * says whether they do, and the caller asks Prisma otherwise.
 */
import { fieldsOf, prismaScalar } from '../db/model-rows.js';

export interface RowShape {
  model: string;
  /** Relations the row nests, each with its own shape. */
  relations?: Readonly<Record<string, RowShape>>;
  /** Relation counts under `_count`, as Prisma puts them. */
  counts?: readonly string[];
}

type Selection = Record<string, unknown>;

function isObject(value: unknown): value is Selection {
  return typeof value === 'object' && value !== null;
}

/**
 * Whether rows of `shape` answer a Prisma selection as Pothos builds it (`{ include }` or `{ select }`, nested the
 * same way). Scalars are always there; a relation must be in the shape with a selection it covers, and may not
 * filter, sort or page (the SQL did not); counts must be plain counts the shape has.
 */
export function covers(shape: RowShape, selection: unknown): boolean {
  if (selection === true || selection === undefined || selection === null) return true;
  if (!isObject(selection)) return false;
  if (Object.keys(selection).some((key) => key !== 'include' && key !== 'select')) return false;
  const fields = fieldsOf(shape.model);
  const asked = {
    ...(isObject(selection.include) ? selection.include : {}),
    ...(isObject(selection.select) ? selection.select : {}),
  };
  return Object.entries(asked).every(([name, value]) => {
    if (value === false || value === undefined) return true;
    if (name === '_count') return countsCovered(shape, value);
    const field = fields.get(name);
    if (!field) return false;
    if (field.kind !== 'object') return true;
    const nested = shape.relations?.[name];
    return nested !== undefined && covers(nested, value);
  });
}

function countsCovered(shape: RowShape, value: unknown): boolean {
  if (!isObject(value) || !isObject(value.select)) return false;
  return Object.entries(value.select).every(([name, count]) =>
    count !== true ? count === false : (shape.counts ?? []).includes(name),
  );
}

/**
 * A row read as JSON, made what Prisma would have returned: DateTime columns as Dates, enum values in Prisma's
 * spelling (the database has the dashed spelling, `stay-at-home`), NULL lists as empty ones, columns Prisma does not expose
 * dropped; nested relations the same way.
 */
export function revive<T>(shape: RowShape, json: unknown): T {
  if (!isObject(json)) throw new Error(`Expected a ${shape.model} row.`);
  const fields = fieldsOf(shape.model);
  const row: Selection = {};
  for (const [name, value] of Object.entries(json)) {
    if (name === '_count') {
      row._count = value;
      continue;
    }
    const field = fields.get(name);
    if (!field) continue;
    if (field.kind === 'object') {
      const nested = shape.relations?.[name];
      if (!nested) continue;
      row[name] = Array.isArray(value)
        ? value.map((item) => revive(nested, item))
        : value === null
          ? null
          : revive(nested, value);
    } else {
      row[name] = prismaScalar(field, value);
    }
  }
  return row as T;
}
