/**
 * A statement's plan as EXPLAIN (FORMAT JSON) gives it, for tests that check what a statement reads rather than how
 * long it takes: every node, root first. PostgreSQL hands the plan over as JSON, PGlite as its text.
 */
import { Prisma } from '../generated/prisma/client.js';

export type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

export type ExplainedRows = { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[];

/** `EXPLAIN (ANALYZE, FORMAT JSON)` of `sql`, to run as the statement itself would run. */
export const explainAnalyze = (sql: Prisma.Sql) => Prisma.sql`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`;

/** Every node of the plan in `explained` (what explainAnalyze's statement returned). */
export function planNodes(explained: ExplainedRows): PlanNode[] {
  const plan = explained[0]!['QUERY PLAN'];
  const root = (typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan as PlanNode;
  const nodes: PlanNode[] = [];
  const visit = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(visit);
  };
  visit(root);
  return nodes;
}
