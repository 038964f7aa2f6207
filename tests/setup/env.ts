import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Each test file gets its own data directory, so generated secrets and SQLite files never touch
// the developer's ./data and test files never share state.
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'weather-jest-'));
