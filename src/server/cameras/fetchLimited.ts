import '@/server/serverOnly';

import { upstreamDeadline } from '@/server/http/upstreamBudget';

/** Each call to a camera source may take this long, and never longer than the request's budget. */
export const CAMERA_SOURCE_TIMEOUT_MS = 2500;

/** Why a camera source call gave no answer. */
export class CameraSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CameraSourceError';
  }
}

/** A successful answer: its bytes and media type. */
export interface LimitedResponse {
  bytes: Buffer;
  contentType: string;
  lastModified: string | null;
}

/**
 * GET `url` with the camera timeout (inside the request's upstream budget), refusing an answer
 * that is not 2xx or larger than `maxBytes` (checked on the header and while reading, so a large
 * body is never held whole). Throws a CameraSourceError.
 */
export async function fetchLimited(
  url: string,
  options: { maxBytes: number; accept: string; timeoutMs?: number },
): Promise<LimitedResponse> {
  const deadline = upstreamDeadline();
  if (deadline.timeoutMs <= 0) throw new CameraSourceError('no time left in the upstream budget');
  const signal = AbortSignal.any([
    deadline.signal,
    AbortSignal.timeout(
      Math.min(options.timeoutMs ?? CAMERA_SOURCE_TIMEOUT_MS, deadline.timeoutMs),
    ),
  ]);
  let response: Response;
  try {
    response = await fetch(url, { signal, headers: { Accept: options.accept }, redirect: 'error' });
  } catch (err) {
    throw new CameraSourceError(`${url}: ${(err as Error).message}`);
  }
  if (!response.ok) {
    void response.body?.cancel().catch(() => undefined);
    throw new CameraSourceError(`${url}: HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw new CameraSourceError(`${url}: ${declared} bytes is more than ${options.maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const reader = response.body?.getReader();
    if (reader) {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > options.maxBytes) {
          void reader.cancel().catch(() => undefined);
          throw new CameraSourceError(`${url}: more than ${options.maxBytes} bytes`);
        }
        chunks.push(Buffer.from(value));
      }
    }
  } catch (err) {
    if (err instanceof CameraSourceError) throw err;
    throw new CameraSourceError(`${url}: ${(err as Error).message}`);
  }
  return {
    bytes: Buffer.concat(chunks),
    contentType: (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '',
    lastModified: response.headers.get('last-modified'),
  };
}

/** GET a JSON document (at most `maxBytes`), parsed; throws a CameraSourceError. */
export async function fetchJson(url: string, maxBytes: number): Promise<unknown> {
  const { bytes } = await fetchLimited(url, {
    maxBytes,
    accept: 'application/json, application/geo+json, application/vnd.geo+json',
  });
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown;
  } catch {
    throw new CameraSourceError(`${url}: not JSON`);
  }
}
