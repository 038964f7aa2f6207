// `npm start`: builds the site when the build is missing or stale, then serves it with the site's own
// server (server.mts: Next's request handler with request time limits and a graceful shutdown).
// PORT (default 3000) and HOSTNAME choose where it listens. Everything else comes from the environment
// (see .env.example); with no variables at all it runs the embedded defaults.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { ensureBuild, root } from './build-state.mjs';

const [major] = process.versions.node.split('.');
if (major !== '24') {
  console.error(
    `Node.js 24 is required (this is ${process.version}). Run: scripts/node24 npm start`,
  );
  process.exit(1);
}

ensureBuild();
const child = spawn(process.execPath, [path.join(root, 'server.mts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
