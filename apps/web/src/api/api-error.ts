/**
 * `http`: the HTTP status was not 2xx, the request timed out or the network failed (status 504 then);
 * `business`: HTTP 200 with `success:false` (JeecgBoot business error, code 500/510/412…).
 */
export type ApiErrorKind = 'http' | 'business';

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: number;

  constructor(kind: ApiErrorKind, status: number, code: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.code = code;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
