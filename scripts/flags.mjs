// `npm run flags -- list | set NAME VALUE | unset NAME`: edits the embedded remote-config
// service's flags in the configured database (DATABASE_URL, else the SQLite file under DATA_DIR,
// as the server chooses). Like scripts/content.mjs, it runs the server's own TypeScript through
// jiti, so it needs no build and shares every line with the server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { createJiti } from 'jiti';

const [major] = process.versions.node.split('.');
if (major !== '24') {
  console.error(
    `Node.js 24 is required (this is ${process.version}). Run: scripts/node24 npm run flags`,
  );
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jiti = createJiti(import.meta.url, { alias: { '@': path.join(root, 'src') } });
const { runFlagsCli } = await jiti.import(path.join(root, 'src/server/remote-config/cli.ts'));
process.exitCode = await runFlagsCli(process.argv.slice(2));
