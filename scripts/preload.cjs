// Loaded with `node --require` before `next start` and `next dev` (scripts/start.mjs,
// scripts/test-server.mjs, `npm run dev`): JSON answers to malformed requests, the APIs' public
// paths (scripts/public-paths.cjs), and React's Node.js renderer for pages
// (scripts/react-node-renderer.cjs).
require('./json-client-errors.cjs').install(
  undefined,
  require('./public-paths.cjs').servingPublicPaths,
);
require('./react-node-renderer.cjs').install();
