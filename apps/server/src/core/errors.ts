import { ResultCode } from '@xinmiao/shared';

/**
 * A business failure thrown from anywhere below a route; the route layer turns it into an envelope.
 * `status` is the HTTP status: 200 for business errors, 401 only for authentication.
 */
export class AppError extends Error {
  constructor(
    message: string,
    readonly code: number = ResultCode.ERROR,
    readonly status: 200 | 401 = 200,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class AuthError extends AppError {
  constructor(message: string) {
    super(message, ResultCode.TOKEN_INVALID, 401);
    this.name = 'AuthError';
  }
}
