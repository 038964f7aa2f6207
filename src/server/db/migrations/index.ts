import type { Migration } from 'kysely/migration';

import * as m0001 from './0001_initial';
import * as m0002 from './0002_event_logs_and_privacy';
import * as m0003 from './0003_accounts_and_identity';
import * as m0004 from './0004_articles';
import * as m0005 from './0005_account_privacy';
import * as m0006 from './0006_house_ads';
import * as m0008 from './0008_web_vitals';
import * as m0007 from './0007_remote_flags';
import * as m0009 from './0009_push_notifications';
import * as m0010 from './0010_device_account_link';

/**
 * Every migration, in order. Listed in code (not read from disk) so the bundled server and the
 * tests run exactly the same set. Add new files here with the next number.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_event_logs_and_privacy': m0002,
  '0003_accounts_and_identity': m0003,
  '0004_articles': m0004,
  '0005_account_privacy': m0005,
  '0006_house_ads': m0006,
  '0008_web_vitals': m0008,
  '0007_remote_flags': m0007,
  '0009_push_notifications': m0009,
  '0010_device_account_link': m0010,
};
