import '@/server/serverOnly';

import type { IncomingMessage } from 'node:http';

import { HttpError } from './httpError';

/** Largest JSON body an API route reads unless it says otherwise. */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/**
 * How long a request's body may take to arrive, once its handler starts reading it. Node's own
 * limit (`server.requestTimeout`, 300 s) cannot be set under `next start` without patching, so
 * the site's body readers keep this one: a body shorter than its Content-Length, or one that
 * trickles, is a 408 after a few seconds instead of a connection held for five minutes.
 */
export const BODY_TIMEOUT_MS = 5_000;

/** The message of that 408. */
export const BODY_TIMEOUT_MESSAGE = 'Request body not received in time';

/**
 * What is read and dropped of a refused body (too large, or refused unread) before the answer, at
 * most: a client still sending then reads the answer instead of a reset connection. Larger, or
 * slower than `DRAIN_TIMEOUT_MS`, and the answer goes out at once and the connection closes.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** How long a refused body is drained at most before the answer. */
export const DRAIN_TIMEOUT_MS = 2_000;

/** Deepest nesting of arrays and objects a JSON body may have. */
export const MAX_JSON_DEPTH = 32;

let bodyTimeoutMs = BODY_TIMEOUT_MS;

/** Test seam: the time a body may take (undefined: back to `BODY_TIMEOUT_MS`). */
export function setBodyTimeoutForTests(ms?: number): void {
  bodyTimeoutMs = ms ?? BODY_TIMEOUT_MS;
}

/**
 * True for an error answer after which the connection takes no more requests: a body refused as
 * too large (413) or not received in time (408) may not have been read to its end.
 */
export function closesConnection(status: number): boolean {
  return status === 408 || status === 413;
}

/** True when a request carries a body: a length above zero, or a chunked one (HTTP/1.1). */
export function requestHasBody(req: Pick<IncomingMessage, 'headers'>): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] != null;
}

/** True for `application/json` and `application/<something>+json`, parameters aside. */
function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

/** Listens to a request's errors for good. */
const ignoreError = () => undefined;

/**
 * After a reader gave up on a body it did not read to its end (too large, too slow), the client
 * may still drop the connection: the request then emits 'error' ("aborted"), which with no
 * listener left would be an uncaught exception. Such an error has nothing more to tell anyone.
 */
function ignoreLaterErrors(req: IncomingMessage): void {
  if (!req.listeners('error').includes(ignoreError)) req.on('error', ignoreError);
}

/** Options of `readRawBody`. */
export interface RawBodyOptions {
  /** Largest body, bytes; larger is a 413 (after the rest was drained, see `DRAIN_MAX_BYTES`). */
  limit: number;
  /** The 413's message (default `Request body larger than <limit> bytes`). */
  tooLargeMessage?: string;
  /** Time the whole body may take (default `BODY_TIMEOUT_MS`); later is a 408. */
  timeoutMs?: number;
}

/**
 * Reads a request's body from its stream: at most `limit` bytes within `timeoutMs`. Every failure
 * is an HttpError whose message suits the JSON error body: 413 when the body (declared or read)
 * is larger than the limit, its rest first read and dropped (`discardBody`) so a client still
 * sending reads the answer; 408 when the body has not all arrived in time (a Content-Length
 * longer than what is sent, a trickle); 400 when the client gave up halfway. After a 408 or 413
 * the answer should close the connection (`closesConnection`).
 */
export async function readRawBody(req: IncomingMessage, options: RawBodyOptions): Promise<Buffer> {
  const { limit } = options;
  const tooLarge = () =>
    new HttpError(413, options.tooLargeMessage ?? `Request body larger than ${limit} bytes`);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    // Drained only when that ends: a body past the drain limit is refused at once.
    if (declared <= DRAIN_MAX_BYTES) await discardBody(req);
    throw tooLarge();
  }
  if (req.readableEnded) return Buffer.alloc(0);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      clearTimeout(timer);
      ignoreLaterErrors(req);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('close', onClose);
    };
    const onData = (chunk: Buffer | string) => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size <= limit) {
        chunks.push(buf);
        return;
      }
      stop();
      // The rest is read and dropped before the answer (see DRAIN_MAX_BYTES).
      void discardBody(req).then(() => reject(tooLarge()));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => {
      stop();
      reject(new HttpError(400, 'Request body ended early'));
    };
    const onClose = () => {
      if (!req.readableEnded) onError();
    };
    const timer = setTimeout(() => {
      stop();
      req.pause();
      reject(new HttpError(408, BODY_TIMEOUT_MESSAGE));
    }, options.timeoutMs ?? bodyTimeoutMs);
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('close', onClose);
    req.resume();
  });
}

/**
 * True when JSON text nests arrays and objects deeper than `max` (counted on the text, brackets
 * inside strings aside, so nothing deep is ever built: a value nested thousands deep overflows the
 * stack of whatever walks it later, `JSON.stringify` and validators alike).
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Parses a JSON body's text: 400 when it nests deeper than `MAX_JSON_DEPTH` or is not JSON. The
 * one place every JSON body the site reads is parsed.
 */
export function parseJsonBody(text: string): unknown {
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new HttpError(400, `Request body nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON');
  }
}

/**
 * Reads a request's JSON body from its stream (the API routes turn Next's body parser off, whose
 * errors are plain text), at most `limit` bytes: undefined for an empty body, else the parsed
 * value. Every failure is an HttpError with a message for the JSON error body: 413 when the body
 * (declared or read) is larger than the limit, 408 when it does not arrive within
 * `BODY_TIMEOUT_MS` (see `readRawBody`), 415 for a non-JSON Content-Type, 400 for bytes that are
 * not JSON or nest deeper than `MAX_JSON_DEPTH`.
 */
export async function readJsonBody(
  req: IncomingMessage,
  limit = DEFAULT_MAX_BODY_BYTES,
): Promise<unknown> {
  const bytes = await readRawBody(req, { limit });
  if (bytes.length === 0) return undefined;
  if (!isJsonType(req.headers['content-type']))
    throw new HttpError(415, 'Content-Type must be application/json');
  return parseJsonBody(bytes.toString('utf8'));
}

/**
 * Reads and drops what is left of a request's body, up to `limit` bytes and `timeoutMs`, before
 * an answer that does not need it (a refused host, origin or method, a body too large). A client
 * still sending its body then reads the answer: closing a connection with unread bytes resets it,
 * and the client sees a reset instead of the error. Resolves false when the body was not read to
 * its end (past the limit or the time): the answer should then close the connection.
 */
export function discardBody(
  req: IncomingMessage,
  limit = DRAIN_MAX_BYTES,
  timeoutMs = DRAIN_TIMEOUT_MS,
): Promise<boolean> {
  if (req.readableEnded || req.complete) return Promise.resolve(true);
  return new Promise((resolve) => {
    let size = 0;
    const done = (whole: boolean) => {
      clearTimeout(timer);
      ignoreLaterErrors(req);
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
