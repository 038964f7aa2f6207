/**
 * The provider's response envelope: valid when it carries `r`, `result` or
 * `Result`, or a numeric code from 200 up to (not including) 300.
 */
export function isValidEnvelope(response: unknown): boolean {
  if (!response || typeof response !== 'object' || Array.isArray(response)) return false;
  const body = response as Record<string, unknown>;
  if ('r' in body || 'result' in body || 'Result' in body) return true;
  const code = body.code ?? body.Code;
  return typeof code === 'number' && code >= 200 && code < 300;
}

/** The payload: the `r`, `result` or `Result` field, otherwise the whole response. */
export function extractPayload(response: unknown): unknown {
  if (response && typeof response === 'object' && !Array.isArray(response)) {
    const body = response as Record<string, unknown>;
    for (const key of ['r', 'result', 'Result']) if (key in body) return body[key];
  }
  return response;
}

/** An object payload gets `responseTime` (epoch ms); other payloads pass unchanged. */
export function withResponseTime(payload: unknown, now: () => number = Date.now): unknown {
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) {
    return { ...(payload as Record<string, unknown>), responseTime: now() };
  }
  return payload;
}
