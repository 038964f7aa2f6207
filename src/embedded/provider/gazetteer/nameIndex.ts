/** Kinds of index keys, in rank order: whole name, a later word start of the name, alternate name. */
export const KEY_NAME = 0;
/** A key that starts at a later word of the name ('york city' of 'new york city'). */
export const KEY_WORD = 1;
/** A Latin-script alternate name. */
export const KEY_ALT = 2;

/** Sorted name keys with, per key, its place, kind and length (binary-search prefix lookup). */
export interface NameIndex {
  keys: string[];
  places: Int32Array;
  kinds: Uint8Array;
  /** Length of each key (exact match: the key is as long as the prefix). */
  lengths: Uint16Array;
  /** Where the last word of each key starts (0 for a one-word key). */
  lastWords: Uint16Array;
}

/** Collects keys before sorting them into a NameIndex. */
export class NameIndexBuilder {
  private readonly keys: string[] = [];
  private readonly places: number[] = [];
  private readonly kinds: number[] = [];

  /** Adds one key of a place. */
  add(key: string, place: number, kind: number): void {
    this.keys.push(key);
    this.places.push(place);
    this.kinds.push(kind);
  }

  /** Sorts the keys (ties: place order, then kind) and freezes them into an index. */
  build(): NameIndex {
    const { keys, places, kinds } = this;
    const order = Array.from(keys.keys());
    order.sort((a, b) => {
      const ka = keys[a] as string;
      const kb = keys[b] as string;
      if (ka !== kb) return ka < kb ? -1 : 1;
      return a - b;
    });
    return {
      keys: order.map((i) => keys[i] as string),
      places: Int32Array.from(order, (i) => places[i] ?? 0),
      kinds: Uint8Array.from(order, (i) => kinds[i] ?? 0),
      lengths: Uint16Array.from(order, (i) => (keys[i] as string).length),
      lastWords: Uint16Array.from(order, (i) => (keys[i] as string).lastIndexOf(' ') + 1),
    };
  }
}

function lowerBound(keys: string[], target: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((keys[mid] as string) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The half-open range of index positions whose keys start with `prefix`. */
export function prefixRange(index: NameIndex, prefix: string): [start: number, end: number] {
  if (!prefix) return [0, 0];
  return [lowerBound(index.keys, prefix), lowerBound(index.keys, `${prefix}\uffff`)];
}
