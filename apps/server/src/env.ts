import { passwordProblem } from '@xinmiao/shared';
import { z } from 'zod';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS } from './core/graceful-shutdown.ts';
import { DEFAULT_REQUEST_DEADLINE_MS } from './core/request-deadline.ts';
import { DEFAULT_STATEMENT_TIMEOUT_MS } from './db/timeouts.ts';

// The console's password policy: a demo seeded with a weak or well-known password is an open door.
const seedPassword = z.string().superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  // PostgreSQL: a statement running longer is cancelled and its request answered with an error.
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(DEFAULT_STATEMENT_TIMEOUT_MS),
  // An unanswered request is answered 系统繁忙 (503) after this long: below the proxy's read timeout.
  REQUEST_DEADLINE_MS: z.coerce.number().int().min(100).max(3_600_000).default(DEFAULT_REQUEST_DEADLINE_MS),
  LOGIN_CAPTCHA: z.enum(['on', 'off']).default('on'),
  SMS_DEV_LOG: z.enum(['on', 'off']).default('off'),
  SEED_ADMIN_PASSWORD: seedPassword.optional(),
  SEED_DEMO: z.enum(['on', 'off']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // The OpenAPI document for administrators (/jeecg-boot/v3/api-docs) and its page (/doc.html).
  API_DOCS: z.enum(['on', 'off']).default('on'),
  // On SIGTERM/SIGINT: how long requests in flight may take to finish before they are cut off.
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_SHUTDOWN_TIMEOUT_MS),
  // Behind a load balancer: the proxies' addresses/CIDRs (comma-separated), so sign-in limits and
  // logs see the client's address instead of the proxy's (never a blanket "true" or a hop count).
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d+|[0-9a-fA-F.:/]+(,[0-9a-fA-F.:/]+)*)$/,
      'addresses/CIDRs separated by commas, or a hop count',
    )
    .optional(),
  // Where this console is reached (origin, no path): business pages opened in a JeecgBoot console's
  // frame are sent here after the entry route (unset: the origin the frame asked).
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+$/, 'an origin such as https://xinmiao.example.edu (no path)')
    .optional(),
  // JeecgBoot consoles (origins, comma-separated) allowed to show this console's pages in a frame.
  CONSOLE_FRAME_ORIGINS: z
    .string()
    .regex(/^https?:\/\/[^/?#\s,]+(,https?:\/\/[^/?#\s,]+)*$/, 'origins separated by commas, no paths')
    .optional(),
  // Uploads go to <DATA_DIR>/files unless an S3-compatible endpoint is set (core/files/from-env.ts).
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PREFIX: z.string().default(''),
  S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('on'),
});

export type Env = z.infer<typeof envSchema>;

/**
 * Whether a first start seeds the demo schools: as `SEED_DEMO` says, else only on the embedded
 * database. A `DATABASE_URL` is a real deployment, and demo accounts there would be an open door.
 */
export function seedDemo(env: Pick<Env, 'SEED_DEMO' | 'DATABASE_URL'>): boolean {
  return env.SEED_DEMO ? env.SEED_DEMO === 'on' : env.DATABASE_URL === undefined;
}

/** Fastify's `trustProxy` from `TRUST_PROXY`: the trusted proxies' addresses. */
export function trustProxy(value: string | undefined): string[] | undefined {
  return value?.split(',');
}

/** The origins of `CONSOLE_FRAME_ORIGINS`. */
export function frameOrigins(value: string | undefined): string[] {
  return value ? value.split(',') : [];
}

/** Parses the process environment; empty strings count as unset so `FOO= node …` keeps the default. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
