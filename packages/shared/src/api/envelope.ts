import { z } from 'zod';

/** JeecgBoot `Result<T>`: every API reply, success or business error, has this shape (keys in this order). */
export type Envelope<T> = {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
};

/** Business codes carried in `Envelope.code`; HTTP status stays 200 except for 401. */
export const ResultCode = {
  OK: 200,
  /** `new Result()` + `setSuccess(true)`: JeecgBoot replies this way for dict, upload, selectDepart… */
  OK_PLAIN: 0,
  ERROR: 500,
  NO_AUTH: 510,
  TOKEN_INVALID: 401,
  /** Input the server refuses before validation (NUL characters); HTTP 400 as well. */
  BAD_REQUEST: 400,
  /** Request body over the route's limit; HTTP 413 as well. */
  BODY_TOO_LARGE: 413,
  /** Rate limit hit (sign-in flow); HTTP 429 as well. */
  TOO_MANY_REQUESTS: 429,
  /** Overloaded (database pool or statement timed out): HTTP 503 with Retry-After as well. */
  SERVICE_UNAVAILABLE: 503,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CAPTCHA_WRONG: 412,
  IMPORT_PARTIAL: 201,
  /** The same username and password hold in several tenants: resend with `loginTenantId`. */
  TENANT_REQUIRED: 4100,
  /**
   * The account still has its initial (or an administrator's reset) password: every route but
   * changing it, signing out and reading the user's own info answers this until it is changed.
   */
  PASSWORD_CHANGE_REQUIRED: 4101,
} as const;

/** MyBatis-Plus `Page` as the console reads it (`records`, `total`, …). */
export type PageResult<T> = {
  records: T[];
  total: number;
  size: number;
  current: number;
  orders: never[];
  optimizeCountSql: true;
  searchCount: true;
  maxLimit: null;
  countId: null;
  pages: number;
};

export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    orders: z.array(z.never()),
    optimizeCountSql: z.literal(true),
    searchCount: z.literal(true),
    maxLimit: z.null(),
    countId: z.null(),
    pages: z.number(),
  });
}

export function toPage<T>(records: T[], total: number, pageNo: number, pageSize: number): PageResult<T> {
  return {
    records,
    total,
    size: pageSize,
    current: pageNo,
    orders: [],
    optimizeCountSql: true,
    searchCount: true,
    maxLimit: null,
    countId: null,
    pages: pageSize > 0 ? Math.ceil(total / pageSize) : 0,
  };
}

/** Paging query parameters shared by every list endpoint (spec §9: page 1, size 10). */
export const pageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(10),
  column: z.string().max(64).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
