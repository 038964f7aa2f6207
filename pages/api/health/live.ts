import { livenessHandler } from '@/server/health/healthRoutes';

// Served at /healthz (a rewrite of next.config.js).
export default livenessHandler;
