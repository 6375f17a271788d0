/**
 * The web app's GraphQL operations as it sends them (web/src/relay/environment.ts): by the id relay-compiler gave
 * each in the persisted map, never by text (docs/persisted-operations.md). For the benchmarks that play members.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const MAP_FILE = path.resolve(import.meta.dirname, '../../web/src/__generated__/persisted-operations.json');

let operations: Record<string, string> | undefined;

function persistedMap(): Record<string, string> {
  if (!operations) {
    if (!existsSync(MAP_FILE)) {
      throw new Error(
        `No persisted operations at ${path.relative(process.cwd(), MAP_FILE)}: run \`npm run relay\` (or \`npm run build\`) first.`,
      );
    }
    operations = JSON.parse(readFileSync(MAP_FILE, 'utf8')) as Record<string, string>;
  }
  return operations;
}

/** The id of the web app's operation named `operationName` (`HomeScreenQuery`, `useCreatePostMutation`...). */
export function persistedId(operationName: string): string {
  const found = Object.entries(persistedMap()).find(([, text]) => new RegExp(`^\\w+ ${operationName}\\b`).test(text));
  if (!found) throw new Error(`${operationName} is not among the web app's persisted operations`);
  return found[0];
}

/** The operation's text as the server runs it for that id (for a server that takes text, not ids). */
export function persistedText(operationName: string): string {
  return persistedMap()[persistedId(operationName)]!;
}

/** The body the web app posts to /graphql for the operation (over WebSocket it adds `query: ''`). */
export function persistedOperation(operationName: string, variables: Record<string, unknown> = {}) {
  return {
    operationName,
    variables,
    extensions: { persistedQuery: { version: 1, sha256Hash: persistedId(operationName) } },
  };
}
