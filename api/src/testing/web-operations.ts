/** The web app's GraphQL operations as the server runs them: the texts its Relay artifacts' ids point to. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const generated = path.resolve(import.meta.dirname, '../../../web/src/__generated__');

/** An operation's text, by its name (`HomeScreenQuery`), from the persisted map its Relay artifact's id points into. */
export async function webOperation(name: string): Promise<string> {
  const artifact = (await import(path.join(generated, `${name}.graphql.ts`))) as {
    default: { params: { name: string; id: string } };
  };
  if (artifact.default.params.name !== name) throw new Error(`${name}'s artifact is ${artifact.default.params.name}`);
  const operations = JSON.parse(await readFile(path.join(generated, 'persisted-operations.json'), 'utf8')) as Record<
    string,
    string
  >;
  const text = operations[artifact.default.params.id];
  if (!text) throw new Error(`${name} is not in the persisted operations: run npm run relay`);
  return text;
}
