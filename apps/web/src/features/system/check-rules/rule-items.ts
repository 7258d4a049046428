import type { CheckRuleInput, SysCheckRule } from '@xinmiao/shared';

export type RuleItem = { digits: string; pattern: string; message: string };
export type CheckRuleFormValues = {
  ruleName: string;
  ruleCode: string;
  ruleDescription?: string | null;
  rules: RuleItem[];
};

export const NEW_RULE: CheckRuleFormValues = {
  ruleName: '',
  ruleCode: '',
  ruleDescription: '',
  rules: [{ digits: '*', pattern: '', message: '' }],
};

/** A stored row in the form: `ruleJson` (JeecgBoot's text) becomes editable lines; bad JSON gives none. */
export function formValuesOf(row: SysCheckRule): CheckRuleFormValues {
  let parsed: unknown;
  try {
    parsed = JSON.parse(row.ruleJson);
  } catch {
    parsed = [];
  }
  const rules = (Array.isArray(parsed) ? parsed : []).map(
    (item: Partial<Record<keyof RuleItem, unknown>>) => ({
      digits: String(item.digits ?? ''),
      pattern: String(item.pattern ?? ''),
      message: String(item.message ?? ''),
    }),
  );
  return { ruleName: row.ruleName, ruleCode: row.ruleCode, ruleDescription: row.ruleDescription, rules };
}

export function checkRuleBody(values: CheckRuleFormValues): CheckRuleInput {
  return {
    ruleName: values.ruleName.trim(),
    ruleCode: values.ruleCode.trim(),
    ruleDescription: values.ruleDescription?.trim() || null,
    ruleJson: JSON.stringify(
      values.rules.map((r) => ({ digits: r.digits.trim(), pattern: r.pattern, message: r.message.trim() })),
    ),
  };
}
