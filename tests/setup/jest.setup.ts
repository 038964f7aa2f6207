import { server } from '../msw/server';

// Start intercepting before any test; an unmocked outside request is an error, not a real call.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Drop handlers a test added with server.use, so tests cannot leak into each other.
afterEach(() => server.resetHandlers());
// Restore the real network stack.
afterAll(() => server.close());
