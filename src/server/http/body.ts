import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import { HttpError } from './httpError';

/** Largest JSON body an API route reads unless it says otherwise. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** True for `application/json` and `application/<something>+json`, parameters aside. */
function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/**
 * Reads a request's JSON body from its stream (the API routes turn Next's body parser off, whose
 * errors are plain text), at most `limit` bytes: undefined for an empty body, else the parsed
 * value. Every failure is an HttpError with a message for the JSON error body: 413 when the body
 * (declared or read) is larger than the limit, 415 for a non-JSON Content-Type, 400 for bytes
 * that are not JSON.
 */
export async function readJsonBody(
  req: IncomingMessage,
  limit = DEFAULT_MAX_BODY_BYTES,
): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) throw new HttpError(413, `Request body larger than ${limit} bytes`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    // Stop reading at the limit (the answer closes the connection, see apiHandler).
    if (size > limit) throw new HttpError(413, `Request body larger than ${limit} bytes`);
    chunks.push(buf);
  }
  if (size === 0) return undefined;
  if (!isJsonType(req.headers['content-type']))
    throw new HttpError(415, 'Content-Type must be application/json');
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/**
 * Reads and drops what is left of a request's body, up to `limit` bytes and `timeoutMs`, before
 * an answer that does not need it (a refused host, origin or method). A client still sending its
 * body then reads the answer: closing a connection with unread bytes resets it, and the client
 * sees a reset instead of the error. Resolves false when the body was not read to its end (past
 * the limit or the time): the answer should then close the connection.
 */
export function discardBody(
  req: IncomingMessage,
  limit = DEFAULT_MAX_BODY_BYTES,
  timeoutMs = 2_000,
): Promise<boolean> {
  if (req.readableEnded || req.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let size = 0;
    const done = (whole: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      if (!whole) req.pause();
      resolve(whole);
    };
    const onData = (chunk: Buffer | string) => {
      size += chunk.length;
      if (size > limit) done(false);
    };
    const onEnd = () => done(true);
    const onError = () => done(false);
    const timer = setTimeout(() => done(false), timeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.resume();
  });
}
