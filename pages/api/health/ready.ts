import { readinessHandler } from '@/server/health/healthRoutes';

// Served at /readyz (a rewrite of next.config.js).
export default readinessHandler;
