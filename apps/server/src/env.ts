import { z } from 'zod';

// JeecgBoot's shipped defaults and the usual first guesses: a demo seeded with one of them is an open door.
const WEAK_PASSWORDS = new Set([
  '123456',
  '12345678',
  '123456789',
  'password',
  'admin',
  'admin123',
  'jeecg',
  'jeecg1314',
  'qwerty123',
]);

const seedPassword = z
  .string()
  .min(8, 'at least 8 characters')
  .refine((v) => !WEAK_PASSWORDS.has(v.toLowerCase()), 'a well-known default password; choose another')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), 'needs letters and digits');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  LOGIN_CAPTCHA: z.enum(['on', 'off']).default('on'),
  SMS_DEV_LOG: z.enum(['on', 'off']).default('off'),
  SEED_ADMIN_PASSWORD: seedPassword.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

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
