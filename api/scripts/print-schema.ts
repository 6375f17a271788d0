// `npm run schema`: writes the GraphQL schema to the repository's schema.graphql.
import { writeFileSync } from 'node:fs';
import { SCHEMA_FILE, schemaSdl } from '../src/graphql/sdl.js';

writeFileSync(SCHEMA_FILE, schemaSdl());
console.log(`Wrote ${SCHEMA_FILE}`);
