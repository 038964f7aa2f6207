/** Composes the address of an entry: `key`, or `${key}_${id}` when an id is given. */
export function composeKey(key: string, id?: string): string {
  return id === undefined ? key : `${key}_${id}`;
}

function describe(key: string, id?: string): string {
  return id === undefined ? `key "${key}"` : `key "${key}" with id "${id}"`;
}

/** Rejected by `load` when no entry exists and no sync function could produce one. */
export class NotFoundError extends Error {
  /** The key of the missing entry. */
  readonly key: string;
  /** The id of the missing entry, if any. */
  readonly id: string | undefined;

  constructor(key: string, id?: string) {
    super(`Pulse Storage: no data found for ${describe(key, id)}`);
    this.name = 'NotFoundError';
    this.key = key;
    this.id = id;
  }
}

/** Rejected by `load` when the entry has expired and no sync function may refresh it. */
export class ExpiredError extends Error {
  /** The key of the expired entry. */
  readonly key: string;
  /** The id of the expired entry, if any. */
  readonly id: string | undefined;

  constructor(key: string, id?: string) {
    super(`Pulse Storage: data for ${describe(key, id)} has expired`);
    this.name = 'ExpiredError';
    this.key = key;
    this.id = id;
  }
}
