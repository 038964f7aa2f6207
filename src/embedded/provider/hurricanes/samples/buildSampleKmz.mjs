// Rebuilds the sample KMZ files in products/ from the hand-written KML in kml/ (each KMZ holds one
// KML, as NHC's do). Illustrative data in NHC's storm GIS layout, not NHC products.
// Run from the repository root: scripts/node24 node src/embedded/provider/hurricanes/samples/buildSampleKmz.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { zipSync } from 'fflate';

const here = path.dirname(fileURLToPath(import.meta.url));
const kmlDir = path.join(here, 'kml');
const outDir = path.join(here, 'products');
// A fixed time keeps the files identical from one build to the next.
const mtime = new Date('2024-10-08T15:00:00Z');

for (const file of readdirSync(kmlDir).filter((f) => f.endsWith('.kml')).sort()) {
  const kml = readFileSync(path.join(kmlDir, file));
  const kmz = zipSync({ [file.toLowerCase()]: [new Uint8Array(kml), { mtime, level: 9 }] });
  const out = path.join(outDir, file.replace(/\.kml$/, '.kmz'));
  writeFileSync(out, kmz);
  console.log(`${path.relative(process.cwd(), out)} (${kmz.length} bytes)`);
}
