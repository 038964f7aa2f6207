/** The kinds of remote-config failure (Firebase Remote Config's error codes). */
export const REMOTE_CONFIG_ERROR_KINDS = [
  'registration-window',
  'registration-project-id',
  'registration-api-key',
  'registration-app-id',
  'storage-open',
  'storage-get',
  'storage-set',
  'storage-delete',
  'fetch-client-network',
  'fetch-timeout',
  'fetch-throttle',
  'fetch-client-parse',
  'fetch-status',
  'indexed-db-unavailable',
] as const;

export type RemoteConfigErrorKind = (typeof REMOTE_CONFIG_ERROR_KINDS)[number];

/** A remote-config failure: its kind, and the HTTP status for `fetch-status`. */
export class RemoteConfigError extends Error {
  readonly kind: RemoteConfigErrorKind;
  readonly httpStatus: number | null;
  /** For `fetch-throttle`: when the client may fetch again (epoch ms). */
  readonly throttleEndTimeMillis: number | null;

  constructor(
    kind: RemoteConfigErrorKind,
    message: string,
    extra: { httpStatus?: number; throttleEndTimeMillis?: number; cause?: unknown } = {},
  ) {
    super(`Remote Config: ${message} (remoteconfig/${kind})`, { cause: extra.cause });
    this.name = 'RemoteConfigError';
    this.kind = kind;
    this.httpStatus = extra.httpStatus ?? null;
    this.throttleEndTimeMillis = extra.throttleEndTimeMillis ?? null;
  }
}

/** A failure as the slice keeps it (plain JSON). */
export interface RemoteConfigFailure {
  kind: RemoteConfigErrorKind | 'unknown';
  message: string;
  httpStatus: number | null;
}

const isKind = (value: string): value is RemoteConfigErrorKind =>
  (REMOTE_CONFIG_ERROR_KINDS as readonly string[]).includes(value);

/**
 * Classifies any failure: ours as they are, the Firebase SDK's by their `remoteconfig/<kind>`
 * code (its fetch-status errors carry `customData.httpStatus`), anything else as unknown.
 */
export function classifyRemoteConfigError(err: unknown): RemoteConfigFailure {
  if (err instanceof RemoteConfigError) {
    return { kind: err.kind, message: err.message, httpStatus: err.httpStatus };
  }
  const message = err instanceof Error ? err.message : String(err);
  const { code, customData } = (err ?? {}) as {
    code?: unknown;
    customData?: { httpStatus?: unknown };
  };
  const kind = typeof code === 'string' ? code.replace(/^remoteconfig\//, '') : '';
  const status = customData?.httpStatus;
  return {
    kind: isKind(kind) ? kind : 'unknown',
    message,
    httpStatus: typeof status === 'number' ? status : null,
  };
}
