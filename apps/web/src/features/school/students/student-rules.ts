import { studentFields } from '@xinmiao/shared';
import type { FormRule } from 'antd';

type Field = keyof typeof studentFields.shape;

/**
 * An antd rule that checks one field with the shared `studentFields` schema, so the form shows the
 * message the server and the import give for the same mistake (ID-card check digit included).
 */
export function studentRule(field: Field): FormRule {
  return {
    validator: async (_, value: unknown) => {
      const parsed = studentFields.shape[field].safeParse(value === '' || value === null ? undefined : value);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? '');
    },
  };
}
