import { readinessHandler } from '@/server/health/healthRoutes';

// Served at /readyz (a rewrite of next.config.js).
export default readinessHandler;

// Probes send no body: whatever a request carries is not read (Next's JSON parser would answer a
// malformed one with a plain-text 400).
export const config = { api: { bodyParser: false } };
