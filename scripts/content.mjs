// `npm run content -- import <folder>`: imports a folder of Markdown articles into the configured
// database (DATABASE_URL, else the SQLite file under DATA_DIR, as the server chooses). The command
// runs the server's own TypeScript through jiti, which compiles it on the fly and resolves the
// `@/` path alias, so it needs no build and shares every line with the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createJiti } from 'jiti';

const [major] = process.versions.node.split('.');
if (major !== '24') {
  console.error(
    `Node.js 24 is required (this is ${process.version}). Run: scripts/node24 npm run content`,
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, { alias: { '@': path.join(root, 'src') } });
const { runContentCli } = await jiti.import(path.join(root, 'src/server/content/cli.ts'));
process.exitCode = await runContentCli(process.argv.slice(2));
