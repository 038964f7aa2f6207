import { setupServer } from 'msw/node';

import { handlers } from './handlers';

/** The msw server shared by every jest test. */
export const server = setupServer(...handlers);
