import type { Rule as SharedRule } from '@xinmiao/shared';
import type { Rule as FormRule } from 'antd/es/form';

/**
 * An antd form rule from shared spec §5 rules (the ones the server's schemas use): the first
 * failing rule's exact message. `optional` lets an empty value through.
 */
export function formRule(
  rules: SharedRule | readonly SharedRule[],
  options: { optional?: boolean } = {},
): FormRule {
  const list: readonly SharedRule[] = Array.isArray(rules) ? rules : [rules as SharedRule];
  return {
    validator: (_, value: unknown) => {
      const text = value === undefined || value === null ? '' : String(value);
      if (options.optional && text === '') return Promise.resolve();
      const failed = list.find((rule) => !rule.test(text));
      return failed ? Promise.reject(new Error(failed.message)) : Promise.resolve();
    },
  };
}
