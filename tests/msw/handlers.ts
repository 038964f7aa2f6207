import type { RequestHandler } from 'msw';

/**
 * The default handlers for outside HTTP in unit and component tests. Tests add their own with
 * `server.use(...)`; anything unhandled fails the test (onUnhandledRequest: 'error').
 */
export const handlers: RequestHandler[] = [];
