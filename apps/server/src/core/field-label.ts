import { z } from 'zod';

const UNLABELLED = '输入内容';

// Wrappers that keep the field's meaning; their description, if any, labels it as well.
function unwrap(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return schema.unwrap() as z.ZodType;
  }
  if (schema instanceof z.ZodPipe) return schema.in as z.ZodType;
  return schema;
}

function described(schema: z.ZodType): string | undefined {
  let current: z.ZodType | undefined = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.description) return current.description;
    const inner = unwrap(current);
    current = inner === current ? undefined : inner;
  }
  return undefined;
}

function child(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  let current = schema;
  for (let depth = 0; depth < 8; depth++) {
    const inner = unwrap(current);
    if (inner === current) break;
    current = inner;
  }
  if (current instanceof z.ZodObject) return (current.shape as Record<string, z.ZodType>)[String(key)];
  if (current instanceof z.ZodArray) return current.element as z.ZodType;
  if (current instanceof z.ZodRecord) return current.valueType as z.ZodType;
  return undefined;
}

/** The label a contract gives the field at `path` (`.describe('标题')`), else a neutral word. */
export function fieldLabel(schema: z.ZodType, path: readonly PropertyKey[]): string {
  let current: z.ZodType | undefined = schema;
  for (const key of path) current = current ? child(current, key) : undefined;
  return (current && described(current)) || UNLABELLED;
}
