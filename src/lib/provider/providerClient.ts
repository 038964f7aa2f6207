import {
  createHttpClient,
  type Deadline,
  type HttpClient,
  type HttpTransport,
} from '@/lib/http/createHttpClient';
import { classifyUpstreamFailure } from '@/lib/http/upstreamFailure';

import { extractPayload, isValidEnvelope, withResponseTime } from './envelope';
import { ProviderHttpError, ProviderResponseError, ProviderUnavailableError } from './errors';
import { reshape, type FieldMapping } from './reshape';

/** Query values a caller may pass; null and undefined are dropped. */
export type ParamValue = string | number | boolean | null | undefined;
export type Params = Record<string, ParamValue>;

/** Adds the signature fields to a request (server only; injected, never imported here). */
export type Signer = (request: {
  method: string;
  path: string;
  params: Record<string, string>;
}) => Record<string, string>;

/** The cache a client saves reads into (the storage manager fits it). */
export interface ProviderCache {
  read(entry: { key: string; id?: string }): Promise<unknown>;
  save(entry: { key: string; id?: string; data: unknown; expires?: number | null }): Promise<void>;
  remove(entry: { key: string; id?: string }): Promise<void>;
}

export interface ProviderClientOptions {
  baseUrl: string;
  /** 'signing' (server: signs each call) or 'proxied' (browser: the same-origin proxy signs). */
  mode: 'signing' | 'proxied';
  authId?: string;
  secret?: string;
  signer?: Signer;
  /** Default 60000 ms. */
  timeout?: number;
  /**
   * The deadline every call and its retries must end by (the server's per-request upstream
   * budget); the browser sets none and keeps the timeout and retry above.
   */
  deadline?: () => Deadline;
  /** Default: enabled with 1 retry. */
  retryOptions?: { enableRetry: boolean; retryCount: number };
  /** Default bearer token (initially empty). */
  emToken?: string;
  cache?: () => ProviderCache | undefined;
  /** Transport override (the server's in-process route to the embedded provider). */
  transport?: HttpTransport;
}

/** A read. */
export interface ProviderRead {
  path: string;
  params?: Params;
  /** Names of params moved into the path as `/name=value` segments. */
  pathParams?: readonly string[];
  timeout?: number;
  /** Sign the call (default true). */
  hmac?: boolean;
  emToken?: string;
  /** Replaces the envelope check. */
  validate?: (response: unknown) => boolean;
  cache?: { key: string; id?: string; expires?: number | null };
  refresh?: boolean;
  mapping?: FieldMapping;
  convertUnits?: (copy: unknown) => unknown;
  /** Extra headers (the server passes the visitor's address as X-Forwarded-For). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A write. */
export interface ProviderWrite {
  path: string;
  data?: unknown;
  params?: Params;
  requestType?: 'json' | 'none';
  hmac?: boolean;
  emToken?: string;
  validate?: (response: unknown) => boolean;
  signal?: AbortSignal;
}

/** A raw call: what the signing proxy forwards. */
export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: Params;
  data?: unknown;
  hmac?: boolean;
  emToken?: string;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE']);

/** Drops empty values and stringifies the rest. */
function cleanParams(params: Params = {}): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) out[name] = String(value);
  }
  return out;
}

/** Moves the named params into the path as `/name=value` segments. */
export function appendPathParams(
  path: string,
  params: Record<string, string>,
  names: readonly string[] = [],
) {
  let result = path.startsWith('/') ? path : `/${path}`;
  for (const name of names) {
    const value = params[name];
    if (value === undefined) continue;
    result += `/${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
  }
  const rest = Object.fromEntries(
    Object.entries(params).filter(([name]) => !names.includes(name)),
  ) as typeof params;
  return { path: result, params: rest };
}

/**
 * The provider client, usable on the server (signing) and in the browser
 * (proxied through /web2/api/pulse, holding no secret).
 */
/**
 * What callers of the provider use: its reads, writes and requests (the browser's store holds a client
 * whose code loads on the first call, see `createThunkExtra`; the server holds a ProviderClient).
 */
export type ProviderCalls = Pick<ProviderClient, 'get' | 'request' | 'write'>;

export class ProviderClient {
  private readonly http: HttpClient;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  readonly emToken: string;

  constructor(private readonly options: ProviderClientOptions) {
    if (!options.baseUrl?.trim()) throw new Error('Provider setup requires a non-empty baseUrl');
    if (
      options.mode === 'signing' &&
      (!options.authId?.trim() || !options.secret?.trim() || !options.signer)
    ) {
      throw new Error('Provider setup requires non-empty baseUrl, authId and secret');
    }
    this.emToken = options.emToken ?? '';
    const retry = options.retryOptions ?? { enableRetry: true, retryCount: 1 };
    this.http = createHttpClient({
      baseURL: options.baseUrl.replace(/\/+$/, ''),
      timeout: options.timeout ?? 60000,
      deadline: options.deadline,
      retry: { enableRetry: retry.enableRetry, retryCount: retry.retryCount, delay: 'exponential' },
      transport: options.transport,
    });
  }

  /** Sends one call and answers status and body, with no envelope check (the proxy uses it). */
  async request(call: ProviderRequest): Promise<{ status: number; data: unknown }> {
    const params = cleanParams(call.params);
    const token = call.emToken ?? params.emToken ?? this.emToken;
    delete params.emToken;
    const signed =
      this.options.mode === 'signing' && call.hmac !== false && this.options.signer
        ? { ...params, ...this.options.signer({ method: call.method, path: call.path, params }) }
        : params;
    const headers: Record<string, string> = { 'X-RID': crypto.randomUUID(), ...call.headers };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (call.data !== undefined) headers['Content-Type'] = 'application/json';
    try {
      const res = await this.http.request({
        method: call.method,
        url: call.path,
        params: signed,
        data: call.data,
        headers,
        timeout: call.timeout,
        signal: call.signal,
        responseType: 'json',
      });
      return { status: res.status, data: res.data };
    } catch (err) {
      const failure = classifyUpstreamFailure(err);
      const message = (err as Error).message;
      if (failure.kind === 'answered' || failure.kind === 'cancelled')
        throw new ProviderHttpError(failure.status, failure.data, message);
      const reasons: Partial<Record<typeof failure.kind, string>> = {
        timeout: 'no answer in time',
        unreachable: 'unreachable',
      };
      const reason = reasons[failure.kind];
      throw new ProviderUnavailableError(
        failure.kind,
        failure.status,
        failure.data,
        reason ? `Provider ${reason}: ${message}` : message,
      );
    }
  }

  /** A GET with envelope check, in-flight sharing, cache and per-caller reshaping. */
  async get<T = unknown>(read: ProviderRead): Promise<T> {
    const built = appendPathParams(read.path, cleanParams(read.params), read.pathParams);
    const cache = read.cache ? this.options.cache?.() : undefined;
    if (cache && read.cache) {
      if (read.refresh) await cache.remove(read.cache);
      else {
        const hit = await cache.read(read.cache);
        if (hit !== undefined) return reshape<T>(hit, read.mapping, read.convertUnits);
      }
    }
    const token = read.emToken ?? built.params.emToken ?? this.emToken;
    const shareKey = JSON.stringify([
      built.path,
      Object.entries(built.params).sort(),
      token,
      read.hmac !== false,
      read.headers ?? {},
    ]);
    let pending = this.inFlight.get(shareKey);
    if (!pending) {
      pending = this.fetchPayload(read, built, token).finally(() => this.inFlight.delete(shareKey));
      this.inFlight.set(shareKey, pending);
    }
    const payload = await pending;
    if (cache && read.cache)
      await cache.save({ ...read.cache, data: payload, expires: read.cache.expires });
    return reshape<T>(payload, read.mapping, read.convertUnits);
  }

  private async fetchPayload(
    read: ProviderRead,
    built: { path: string; params: Record<string, string> },
    token: string,
  ) {
    const { data } = await this.request({
      method: 'GET',
      path: built.path,
      params: built.params,
      hmac: read.hmac,
      emToken: token,
      timeout: read.timeout,
      signal: read.signal,
      headers: read.headers,
    });
    const valid = read.validate ? read.validate(data) : isValidEnvelope(data);
    if (!valid) throw new ProviderResponseError('read', data);
    return withResponseTime(extractPayload(data));
  }

  /** A POST, PUT or DELETE; any other method throws `Unsupported method`. */
  write<T = unknown>(method: string, write: ProviderWrite): Promise<T> {
    const upper = method.toUpperCase();
    if (!WRITE_METHODS.has(upper)) throw new Error('Unsupported method');
    return (async () => {
      const { data } = await this.request({
        method: upper as ProviderRequest['method'],
        path: appendPathParams(write.path, {}).path,
        params: write.params,
        data: write.requestType === 'none' ? undefined : (write.data ?? {}),
        hmac: write.hmac,
        emToken: write.emToken,
        signal: write.signal,
      });
      const valid = write.validate ? write.validate(data) : isValidEnvelope(data);
      if (!valid) throw new ProviderResponseError('write', data);
      return withResponseTime(extractPayload(data)) as T;
    })();
  }
}
