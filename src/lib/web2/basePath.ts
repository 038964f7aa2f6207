/**
 * Where the product web API answers: same origin, as the browser calls it. In a module of its own
 * (no imports), so code that only needs the path does not load the client.
 */
export const WEB2_BASE_URL = '/web2/api';
