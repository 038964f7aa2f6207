/** A provider answer that failed the caller's validation or carried no valid envelope. */
export class ProviderResponseError extends Error {
  constructor(
    readonly kind: 'read' | 'write',
    readonly response: unknown,
  ) {
    super(
      `Provider ${kind === 'write' ? 'write ' : ''}response failed validation or did not contain a valid Response object: ${safeStringify(response)}`,
    );
    this.name = 'ProviderResponseError';
  }
}

/** A provider call that failed at the HTTP level; `data` is the server's answer, when there was one. */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number | null,
    readonly data: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderHttpError';
  }
}

/** Why the provider could not serve a call. */
export type ProviderOutage = 'unreachable' | 'timeout' | 'server-error';

/**
 * The provider is down for this call: it refused or dropped the connection (`unreachable`), did
 * not answer within the call's time (`timeout`), or answered 5xx (`server-error`, with its status
 * and body). A ProviderHttpError, so callers that look at `status` keep working.
 */
export class ProviderUnavailableError extends ProviderHttpError {
  constructor(
    readonly outage: ProviderOutage,
    status: number | null,
    data: unknown,
    message: string,
  ) {
    super(status, data, message);
    this.name = 'ProviderUnavailableError';
  }
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
