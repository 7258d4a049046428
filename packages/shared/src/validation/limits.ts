import { z } from 'zod';

/**
 * The `max` a contract puts on a string field, looking through optional/default/trim wrappers, so
 * a form's `maxLength` comes from the schema the server validates with instead of a second number.
 */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  if (schema instanceof z.ZodString) return schema.maxLength ?? undefined;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return maxLengthOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodPipe) return maxLengthOf(schema.in as z.ZodType);
  return undefined;
}
