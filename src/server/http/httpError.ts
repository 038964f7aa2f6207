/** An error that maps to an HTTP status; its message is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'HttpError';
  }
}

/** 404 with a message naming what was not found. */
export const notFound = (what: string) => new HttpError(404, `${what} not found`);

/** 400 with the given message. */
export const badRequest = (message: string) => new HttpError(400, message);
