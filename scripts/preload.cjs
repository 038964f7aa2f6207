// Loaded with `node --require` before `next start` and `next dev` (scripts/start.mjs,
// scripts/test-server.mjs, `npm run dev`): JSON answers to malformed requests, and the APIs'
// public paths (scripts/public-paths.cjs).
require('./json-client-errors.cjs').install(
  undefined,
  require('./public-paths.cjs').servingPublicPaths,
);
