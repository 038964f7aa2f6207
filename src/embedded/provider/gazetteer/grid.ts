/** A 1°×1° grid over the places' points for nearest-place and radius queries. */
export interface SpatialGrid {
  /** Start offset of each cell in `items` (cell count + 1 entries). */
  cellStart: Int32Array;
  items: Int32Array;
  lats: Float64Array;
  lons: Float64Array;
}

const LAT_CELLS = 180;
const LON_CELLS = 360;
const KM_PER_DEGREE = 111.19;

const cellOf = (lat: number, lon: number): number => {
  const row = Math.min(LAT_CELLS - 1, Math.max(0, Math.floor(lat + 90)));
  const col = ((Math.floor(lon + 180) % LON_CELLS) + LON_CELLS) % LON_CELLS;
  return row * LON_CELLS + col;
};

/** Builds the grid from parallel coordinate arrays. */
export function buildGrid(lats: Float64Array, lons: Float64Array): SpatialGrid {
  const cellStart = new Int32Array(LAT_CELLS * LON_CELLS + 1);
  const cells = Int32Array.from(lats, (lat, i) => cellOf(lat, lons[i] ?? 0));
  for (const cell of cells) cellStart[cell + 1] = (cellStart[cell + 1] ?? 0) + 1;
  for (let c = 0; c < LAT_CELLS * LON_CELLS; c++) {
    cellStart[c + 1] = (cellStart[c + 1] ?? 0) + (cellStart[c] ?? 0);
  }
  const fill = cellStart.slice(0, -1);
  const items = new Int32Array(cells.length);
  cells.forEach((cell, i) => {
    items[fill[cell] ?? 0] = i;
    fill[cell] = (fill[cell] ?? 0) + 1;
  });
  return { cellStart, items, lats, lons };
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Visits every item whose cell lies within `degrees` of the point (a superset of that radius). */
function visitBox(
  grid: SpatialGrid,
  lat: number,
  lon: number,
  degrees: number,
  visit: (item: number) => void,
): void {
  const rowLo = Math.max(0, Math.floor(lat - degrees + 90));
  const rowHi = Math.min(LAT_CELLS - 1, Math.floor(lat + degrees + 90));
  const maxLat = Math.min(89.9, Math.abs(lat) + degrees);
  const lonDegrees = degrees / Math.cos((maxLat * Math.PI) / 180);
  const allCols = lonDegrees >= 180;
  const colLo = allCols ? 0 : Math.floor(lon - lonDegrees + 180);
  const colHi = allCols ? LON_CELLS - 1 : Math.floor(lon + lonDegrees + 180);
  for (let row = rowLo; row <= rowHi; row++) {
    for (let c = colLo; c <= colHi; c++) {
      const cell = row * LON_CELLS + (((c % LON_CELLS) + LON_CELLS) % LON_CELLS);
      const end = grid.cellStart[cell + 1] ?? 0;
      for (let k = grid.cellStart[cell] ?? 0; k < end; k++) visit(grid.items[k] ?? 0);
    }
  }
}

/** Items within `radiusKm` of the point, nearest first. */
export function withinRadius(
  grid: SpatialGrid,
  lat: number,
  lon: number,
  radiusKm: number,
): Array<{ item: number; km: number }> {
  const found: Array<{ item: number; km: number }> = [];
  visitBox(grid, lat, lon, radiusKm / KM_PER_DEGREE + 1e-9, (item) => {
    const km = distanceKm(lat, lon, grid.lats[item] ?? 0, grid.lons[item] ?? 0);
    if (km <= radiusKm) found.push({ item, km });
  });
  return found.sort((a, b) => a.km - b.km || a.item - b.item);
}

/** The nearest item accepted by `accept` (within `maxKm` when given), else null. */
export function nearestItem(
  grid: SpatialGrid,
  lat: number,
  lon: number,
  accept: (item: number) => boolean = () => true,
  maxKm = Infinity,
): number | null {
  for (let degrees = 0.5; ; degrees *= 2) {
    const radiusKm = Math.min(maxKm, degrees * KM_PER_DEGREE);
    const best = { item: -1, km: Infinity };
    visitBox(grid, lat, lon, degrees, (item) => {
      if (!accept(item)) return;
      const km = distanceKm(lat, lon, grid.lats[item] ?? 0, grid.lons[item] ?? 0);
      // Plain assignments: the production minifier miscompiles a destructuring swap into an object.
      if (km < best.km || (km === best.km && item < best.item)) {
        best.item = item;
        best.km = km;
      }
    });
    // Everything within `radiusKm` lies inside the box, so a hit that close is the nearest.
    if (best.item >= 0 && best.km <= radiusKm) return best.item;
    if (degrees * KM_PER_DEGREE >= maxKm || degrees >= 180) {
      return best.item >= 0 && best.km <= maxKm ? best.item : null;
    }
  }
}
