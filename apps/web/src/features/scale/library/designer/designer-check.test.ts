import { describe, expect, it } from 'vitest';
import { CUSTOM_SCALE_TEMPLATE } from '../custom-scale-template.ts';
import {
  cleanDefinition,
  definitionProblems,
  isUntouchedTemplate,
  parseDefinitionText,
} from './designer-check.ts';

const edited = { ...CUSTOM_SCALE_TEMPLATE, code: 'SCHOOL_MOOD', name: '本校情绪量表' };

describe('custom scale designer checks', () => {
  it('refuses the untouched template, also after a round trip through the form', () => {
    expect(isUntouchedTemplate(CUSTOM_SCALE_TEMPLATE)).toBe(true);
    expect(isUntouchedTemplate(JSON.parse(JSON.stringify(CUSTOM_SCALE_TEMPLATE)))).toBe(true);
    expect(definitionProblems(CUSTOM_SCALE_TEMPLATE)).toEqual([
      '这是未修改的示例模板，请先按本校量表修改题目、选项和规则后再保存',
    ]);
  });

  it('accepts an edited definition', () => {
    expect(definitionProblems(edited)).toEqual([]);
  });

  it('lists the engine problems in Chinese with where they are', () => {
    const problems = definitionProblems({ ...edited, code: 'bad', options: [{ label: '是', score: 1 }] });
    expect(problems.length).toBeGreaterThanOrEqual(2);
    expect(problems.join('\n')).toMatch(/量表代码须为大写字母开头/);
    expect(problems.every((p) => /[\u4e00-\u9fa5]/.test(p))).toBe(true);
  });

  it('drops blank optional fields the form leaves behind', () => {
    expect(cleanDefinition({ a: '', b: null, c: [{ d: undefined, e: 1 }] })).toEqual({ c: [{ e: 1 }] });
  });

  it('reads the JSON tab with clear messages', () => {
    expect(parseDefinitionText('[1]')).toBe('量表定义必须是一个 JSON 对象');
    expect(parseDefinitionText('{')).toMatch(/^JSON 格式错误：/);
    expect(parseDefinitionText('{"code":"A"}')).toEqual({ code: 'A' });
  });
});
