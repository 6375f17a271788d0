// Relay compiler configuration (CommonJS: the compiler cannot load it from a "type": "module" package).
// Run `relay-compiler --noWatchman` from the repository root; the artifact directory must exist before a run.
const path = require('node:path');

module.exports = {
  src: './web/src',
  schema: './schema.graphql',
  language: 'typescript',
  // Absolute, because babel-plugin-relay (in the Vite build, which runs in web/) reads this file too and
  // resolves the directory against its own working directory: './web/src/__generated__' would miss.
  artifactDirectory: path.join(__dirname, 'web/src/__generated__'),
  excludes: ['**/node_modules/**', '**/__mocks__/**', '**/__generated__/**'],
  eagerEsModules: true,
  // Persisted operations (docs/persisted-operations.md): artifacts carry only an id (the SHA-256 of the text);
  // the id -> text map is generated beside them, never committed, and the API loads it at start.
  persistConfig: {
    file: path.join(__dirname, 'web/src/__generated__/persisted-operations.json'),
    algorithm: 'SHA256',
  },
};
