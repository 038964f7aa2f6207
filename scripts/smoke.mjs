// `npm run test:smoke`: the smoke flows (e2e/smoke, playwright.smoke.config.ts) against each way of
// running the site in turn: `next start`, the standalone server (`node .next/standalone/server.js`)
// and `npm start`. Exits non-zero when any of them fails. `-- standalone` runs one.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { ensureBuild, root } from './build-state.mjs';
import { SERVER_RUNNERS } from './test-server.mjs';

const asked = process.argv.slice(2);
const runners = asked.length > 0 ? asked : SERVER_RUNNERS;
for (const runner of runners) {
  if (!SERVER_RUNNERS.includes(runner)) {
    console.error(`unknown way of running ${runner} (one of ${SERVER_RUNNERS.join(', ')})`);
    process.exit(2);
  }
}
ensureBuild();
const failed = [];
for (const runner of runners) {
  console.log(`\n> smoke flows against ${runner}`);
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '--config',
      'playwright.smoke.config.ts',
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, E2E_SERVER: runner } },
  );
  if (result.status !== 0) failed.push(runner);
}
if (failed.length > 0) {
  console.error(`\nsmoke flows failed against: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nsmoke flows passed against: ${runners.join(', ')}`);
