/**
 * For tests: an operation's text as the API runs it. Its artifact carries only the persisted id; the text is in
 * the map `npm run relay` writes beside the artifacts (docs/persisted-operations.md).
 */
import persistedOperations from '../__generated__/persisted-operations.json';

export function operationText(artifact: { params: { id?: string | null; name: string } }): string {
  const text = artifact.params.id ? (persistedOperations as Record<string, string>)[artifact.params.id] : undefined;
  if (text === undefined)
    throw new Error(`${artifact.params.name} is not in persisted-operations.json: run \`npm run relay\``);
  return text;
}
