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

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
