// Loaded with `node --require` before `next start` (scripts/start.mjs, scripts/test-server.mjs).
require('./json-client-errors.cjs').install();
