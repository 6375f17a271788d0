/**
 * /graphql bodies at and beyond GRAPHQL_JSON_LIMITS for one field's operation, a few per field: variables
 * nested deep (arrays and objects) and wide, and 1 MB of nested arrays (from the visitor). Beyond a limit must be refused with its
 * status before anything parses the body; at a limit, one of the field's own arguments carries the nest or the
 * list, so GraphQL and the argument checks meet it.
 */
import { GRAPHQL_JSON_LIMITS } from '../graphql/protection/http-body.js';
import { jsonShapeOf, MEGABYTE_OF_NESTS, nest } from './body-shapes.js';
import type { GraphQLCase } from './graphql-cases.js';

const { depth, items } = GRAPHQL_JSON_LIMITS;

/** The body the harness sends for `c`, with `extra` as the text of one more variable (or of `spot`). */
function bodyWith(c: GraphQLCase, spot: string, extra: string): string {
  const variables = JSON.stringify({ ...c.variables, [spot]: null }).replace(`"${spot}":null`, `"${spot}":${extra}`);
  return `{"query":${JSON.stringify(c.query)},"variables":${variables},"operationName":"Fuzz"}`;
}

export interface GraphQLShapeCases {
  /** Each must be refused with its `expect`ed status and write nothing. */
  beyond: GraphQLCase[];
  /** Bodies GraphQL reads: judged like any case. */
  within: GraphQLCase[];
}

/** Shapes built on `c`, a plausible operation of the field; `argument` is one it declares, if any. */
export function graphqlShapeCases(c: GraphQLCase, argument: string | undefined): GraphQLShapeCases {
  const spot = argument ?? 'shape';
  const shaped = (body: string, expect?: number): GraphQLCase => ({ ...c, body, expect });
  // The body and `variables` are two levels above a variable's value.
  const list = (length: number) => `[${Array.from({ length }, () => '1').join(',')}]`;
  const itemsBesides = jsonShapeOf(JSON.parse(bodyWith(c, spot, '[]'))).items;
  return {
    beyond: [
      shaped(bodyWith(c, spot, nest('[', ']', depth - 1, '')), 400),
      shaped(bodyWith(c, spot, nest('{"a":', '}', depth - 1, '1')), 400),
      shaped(bodyWith(c, spot, list(items + 1 - itemsBesides)), 413),
      ...(c.anonymous ? [shaped(MEGABYTE_OF_NESTS, 413)] : []),
    ],
    within: [
      shaped(bodyWith(c, spot, nest('[', ']', depth - 2, '1'))),
      shaped(bodyWith(c, spot, list(items - itemsBesides))),
    ],
  };
}
