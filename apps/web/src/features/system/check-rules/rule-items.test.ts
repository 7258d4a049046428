import type { SysCheckRule } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { checkRuleBody, formValuesOf } from './rule-items.ts';

const row = (ruleJson: string) =>
  ({ id: '1', ruleName: '规则', ruleCode: 'r', ruleJson, ruleDescription: null }) as SysCheckRule;

describe('check rule form values', () => {
  it('round-trips JeecgBoot rule_json text through editable lines', () => {
    const json = JSON.stringify([
      { digits: 1, pattern: '[A-Z]', message: '首位大写' },
      { digits: '*', pattern: '\\d+', message: '其余数字' },
    ]);
    const values = formValuesOf(row(json));
    expect(values.rules).toEqual([
      { digits: '1', pattern: '[A-Z]', message: '首位大写' },
      { digits: '*', pattern: '\\d+', message: '其余数字' },
    ]);
    expect(JSON.parse(checkRuleBody(values).ruleJson as string)).toEqual([
      { digits: '1', pattern: '[A-Z]', message: '首位大写' },
      { digits: '*', pattern: '\\d+', message: '其余数字' },
    ]);
  });

  it('opens a row with broken rule_json with no lines instead of failing', () => {
    expect(formValuesOf(row('not json')).rules).toEqual([]);
    expect(formValuesOf(row('{"a":1}')).rules).toEqual([]);
  });
});
