/** Source-to-destination field mapping: dot paths, e.g. `{ 'Locality.CityName': 'name' }`. */
export type FieldMapping = Readonly<Record<string, string>>;

function getPath(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => {
    if (node && typeof node === 'object') return (node as Record<string, unknown>)[key];
    return undefined;
  }, value);
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop();
  if (last === undefined) return;
  let node = target;
  for (const key of keys) {
    const next = node[key];
    if (!next || typeof next !== 'object') node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  node[last] = value;
}

/** Copies each mapped source field to its destination in `target` (per item for arrays). */
export function applyMapping(target: unknown, mapping: FieldMapping): unknown {
  if (Array.isArray(target)) return target.map((item) => applyMapping(item, mapping));
  if (!target || typeof target !== 'object') return target;
  const record = target as Record<string, unknown>;
  for (const [source, destination] of Object.entries(mapping)) {
    setPath(record, destination, getPath(record, source));
  }
  return record;
}

/**
 * Reshapes a payload for one caller: a deep copy (so the cached and shared original is never
 * touched), then the mapping, then the unit conversion.
 */
export function reshape<T>(
  payload: unknown,
  mapping?: FieldMapping,
  convertUnits?: (copy: unknown) => unknown,
): T {
  let copy: unknown = structuredClone(payload);
  if (mapping) copy = applyMapping(copy, mapping);
  if (convertUnits) copy = convertUnits(copy);
  return copy as T;
}
