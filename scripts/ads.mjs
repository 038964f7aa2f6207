// `npm run ads -- report [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--json]`: the house ads'
// impressions and clicks per creative per day from the configured database (DATABASE_URL, else the
// SQLite file under DATA_DIR, as the server chooses). Runs the server's own TypeScript through
// jiti, like `npm run content`, so it needs no build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createJiti } from 'jiti';

const [major] = process.versions.node.split('.');
if (major !== '24') {
  console.error(
    `Node.js 24 is required (this is ${process.version}). Run: scripts/node24 npm run ads`,
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, { alias: { '@': path.join(root, 'src') } });
const { runAdsCli } = await jiti.import(path.join(root, 'src/server/ads/cli.ts'));
process.exitCode = await runAdsCli(process.argv.slice(2));
