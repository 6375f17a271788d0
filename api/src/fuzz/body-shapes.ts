/**
 * Bodies at and beyond a route's limits (rest/body-limits.ts), a few per route rather than one per random case
 * (they are large to send): forms of many fields, urlencoded and multipart; JSON nested deep (arrays and
 * objects) and wide; 1 MB of nested arrays. Beyond a limit must be refused with its status before the route
 * runs; at the limit the body reaches the route, built on an input the route accepted, so it gets as deep.
 */
import { bodyLimitsOf, type BodyLimits } from '../rest/body-limits.js';
import type { Fields, RestCase, RouteMemory } from './rest-cases.js';
import type { RestRoute } from './rest-routes.js';

/** Multer's field limit for the routes that read multipart (rest/uploads.ts). */
const MULTIPART_FIELDS = 100;

/** Arrays and objects inside one another, and keys plus items at every level: what the limits count. */
export function jsonShapeOf(value: unknown): { depth: number; items: number } {
  if (value === null || typeof value !== 'object') return { depth: 0, items: 0 };
  const children = Object.values(value).map(jsonShapeOf);
  return {
    depth: 1 + Math.max(0, ...children.map((c) => c.depth)),
    items: children.length + children.reduce((sum, c) => sum + c.items, 0),
  };
}

export const nest = (open: string, close: string, levels: number, inner: string) =>
  `${open.repeat(levels)}${inner}${close.repeat(levels)}`;

/**
 * 1 MB of nested arrays, made once: sent to every route, by the visitor only (bodies are read, and refused, before
 * the caller is identified, so the member would meet the same refusal at the same cost).
 */
export const MEGABYTE_OF_NESTS = nest('[', ']', 500_000, '');
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** `fields` plus filler fields up to `count` fields in all. */
function padded(fields: Fields, count: number, filler: unknown = '1'): Fields {
  const extra = Math.max(0, count - Object.keys(fields).length);
  return { ...fields, ...Object.fromEntries(Array.from({ length: extra }, (_, i) => [`zz${i}`, filler])) };
}

/** JSON text of `fields` with a nest of arrays as deep as `depth` allows and fillers up to `items` in all. */
function jsonAtLimits(fields: Fields, { depth, items }: BodyLimits): string {
  const nested = nest('[', ']', depth - 1, '1');
  const base = { ...fields, zzNest: JSON.parse(nested) as unknown };
  const used = jsonShapeOf(base).items;
  return JSON.stringify(padded(base, Object.keys(base).length + items - used, 1));
}

const multipartOf = (fields: Fields) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, asText(value));
  return form;
};

export interface ShapeCases {
  /** Each must be refused with its `expect`ed status and write nothing. */
  beyond: RestCase[];
  /** Bodies a route reads: judged like any case. */
  within: RestCase[];
}

/** The shapes for one /api route (with a body: not GET) and one caller, from the route's own limits. */
export function bodyShapeCases(route: RestRoute, url: string, anonymous: boolean, memory: RouteMemory): ShapeCases {
  const limits = bodyLimitsOf(route.method, route.path.replace(/^\/api/, ''));
  // The richest input the route accepted, within the limits it must stay under here.
  const accepted = memory.accepted().find((fields) => jsonShapeOf(fields).items < limits.items - limits.depth) ?? {};
  // A route that takes no files holds a multipart form to its byte limit: as many fields as a form may have.
  const multipartFields = limits.textOnly ? limits.items : MULTIPART_FIELDS;
  const json = { 'content-type': 'application/json' };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const urlencoded = (fields: Fields) =>
    new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, asText(v)])).toString();
  const make = (kind: string, headers: Record<string, string>, body: RestCase['body'], expect?: number): RestCase => ({
    method: route.method,
    url,
    anonymous,
    headers,
    body,
    expect,
    shown: `${route.method} ${url} [${kind}${anonymous ? ', anonymous' : ''}] ${typeof body === 'string' ? body.slice(0, 200) : ''}`,
  });
  return {
    beyond: [
      make(`form of ${limits.items + 1} fields`, form, urlencoded(padded(accepted, limits.items + 1)), 413),
      make(`arrays ${limits.depth + 1} deep`, json, nest('[', ']', limits.depth + 1, ''), 400),
      make(`objects ${limits.depth + 1} deep`, json, nest('{"a":', '}', limits.depth + 1, '1'), 400),
      make(`${limits.items + 1} items`, json, JSON.stringify(padded(accepted, limits.items + 1, 1)), 413),
      ...(anonymous ? [make('1 MB of nested arrays', json, MEGABYTE_OF_NESTS, 413)] : []),
    ],
    within: [
      make(`form of ${limits.items} fields`, form, urlencoded(padded(accepted, limits.items))),
      make(`JSON ${limits.depth} deep, ${limits.items} items`, json, jsonAtLimits(accepted, limits)),
      make(`multipart of ${multipartFields} fields`, {}, multipartOf(padded(accepted, multipartFields))),
      make(`multipart of ${MULTIPART_FIELDS + 1} fields`, {}, multipartOf(padded(accepted, MULTIPART_FIELDS + 1))),
    ],
  };
}
