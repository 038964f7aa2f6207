import type { Migration } from 'kysely/migration';

import * as m0001 from './0001_initial';

/**
 * Every migration, in order. Listed in code (not read from disk) so the bundled server and the
 * tests run exactly the same set. Add new files here with the next number.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};
