import {
  type Envelope,
  fillPath,
  lowAppIdOf,
  primaryMethod,
  READ_PURPOSE_HEADER,
  ResultCode,
  type RouteDef,
  type RouteInput,
  type RouteResult,
} from '@xinmiao/shared';
import { readStoredString } from '../access/storage.ts';
import { StorageKey } from '../access/storage-keys.ts';
import { ApiError } from './api-error.ts';

export const API_BASE = '/jeecg-boot';
export const REQUEST_TIMEOUT_MS = 300_000;

export type RequestOptions = {
  /** Skip the global HTTP error display (used by logout, which must never loop back into logout). */
  silent?: boolean;
  /** Send this token instead of the stored one (logout sends the token it just cleared). */
  token?: string;
  timeoutMs?: number;
};

type HttpErrorHandler = (error: ApiError) => void;
let httpErrorHandler: HttpErrorHandler = () => {};
let passwordChangeHandler: () => void = () => {};

/**
 * What the console does when the server answers that the signed-in account must change its initial
 * password first (`PASSWORD_CHANGE_REQUIRED`): the shell sends it to the change-password screen.
 */
export function setPasswordChangeHandler(handler: () => void): void {
  passwordChangeHandler = handler;
}

/** The shell installs the display policy once; the client itself stays free of UI imports. */
export function setHttpErrorHandler(handler: HttpErrorHandler): void {
  httpErrorHandler = handler;
}

export function storedTenantId(): string {
  return readStoredString(StorageKey.tenantId) || '0';
}

export function requestHeaders(token: string, tenantId: string): Record<string, string> {
  const headers: Record<string, string> = { 'tenant-id': tenantId, 'X-Tenant-Id': tenantId };
  if (token) headers['X-Access-Token'] = token;
  // Spec §7: a low-code app's pages send their app; the server applies the app's list filters.
  const lowApp = typeof location === 'undefined' ? null : lowAppIdOf(location.pathname);
  if (lowApp) headers['X-Low-App-ID'] = lowApp;
  return headers;
}

function asRecord(v: unknown): Record<string, unknown> | undefined {
  return typeof v === 'object' && v !== null ? Object.fromEntries(Object.entries(v)) : undefined;
}

export function buildUrl(def: RouteDef, params: unknown, query: unknown): string {
  const path = `${API_BASE}${fillPath(def.path, asRecord(params))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(asRecord(query) ?? {})) {
    if (value === undefined || value === null) continue;
    search.append(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && 'success' in v && 'code' in v;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function failHttp(error: ApiError, options: RequestOptions): never {
  if (!options.silent) httpErrorHandler(error);
  throw error;
}

/** Hands an HTTP failure found outside `apiEnvelope` (downloads) to the global display, then throws. */
export function raiseHttpError(error: ApiError): never {
  return failHttp(error, {});
}

/** Sends one contract route and returns the whole envelope (login needs `code`, not only `result`). */
export async function apiEnvelope<D extends RouteDef>(
  def: D,
  input: RouteInput<D> = {},
  options: RequestOptions = {},
): Promise<Envelope<RouteResult<D>>> {
  const method = primaryMethod(def);
  const token = options.token ?? readStoredString(StorageKey.accessToken);
  const headers = requestHeaders(token, storedTenantId());
  const purpose = def.auditRead ? readStoredString(StorageKey.readPurpose) : '';
  // Percent-encoded: header values are Latin-1 and the purpose is Chinese text.
  if (purpose) headers[READ_PURPOSE_HEADER] = encodeURIComponent(purpose);
  const hasBody = input.body !== undefined && method !== 'GET';
  if (hasBody) headers['Content-Type'] = 'application/json;charset=UTF-8';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(buildUrl(def, input.params, input.query), {
      method,
      headers,
      body: hasBody ? JSON.stringify(input.body) : undefined,
      signal: controller.signal,
    });
  } catch {
    // Timeout and an unreachable server both surface as the gateway-timeout row of the catalogue.
    return failHttp(new ApiError('http', 504, 504, '网络超时'), options);
  } finally {
    clearTimeout(timer);
  }
  const payload = await readJson(response);
  if (!response.ok) {
    const message = isEnvelope(payload) ? payload.message : response.statusText;
    const code = isEnvelope(payload) ? payload.code : response.status;
    return failHttp(new ApiError('http', response.status, code, message), options);
  }
  if (!isEnvelope(payload)) {
    return failHttp(new ApiError('http', response.status, response.status, '响应格式不正确'), options);
  }
  if (!payload.success) {
    // Only the console's own session (the H5 passes its token and handles the code itself).
    if (payload.code === ResultCode.PASSWORD_CHANGE_REQUIRED && options.token === undefined) {
      passwordChangeHandler();
    }
    throw new ApiError('business', response.status, payload.code, payload.message);
  }
  // Not parsed at run time: the server's tests parse every successful `result` against the same zod
  // schema this type comes from (XM_CHECK_RESPONSES), so a route that drifts from it fails there.
  return payload as Envelope<RouteResult<D>>;
}

/** Sends one contract route and returns its unwrapped `result`, typed from the shared definition. */
export async function api<D extends RouteDef>(
  def: D,
  input: RouteInput<D> = {},
  options: RequestOptions = {},
): Promise<RouteResult<D>> {
  const envelope = await apiEnvelope(def, input, options);
  return envelope.result;
}
