import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Each test file gets its own data directory, so generated secrets and SQLite files never touch
// the developer's ./data and test files never share state.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'weather-jest-'));

// The site's origin and trusted proxies are the defaults (http://localhost:3000, none) whatever the
// developer's shell exports; a test that needs others sets them and resets the configuration.
for (const name of ['SITE_URL', 'PORT', 'TRUST_PROXY']) Reflect.deleteProperty(process.env, name);

// Weather comes from the deterministic demo model in every test run, whatever the shell exports
// (the default, `auto`, would ask Open-Meteo and the NWS); a test that wants another upstream sets
// WEATHER_UPSTREAM itself and resets the configuration.
process.env.WEATHER_UPSTREAM = 'demo';
