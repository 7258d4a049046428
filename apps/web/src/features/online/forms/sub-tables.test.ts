import { type FormField, ONLINE_FORM_MESSAGES } from '@xinmiao/shared';
import { describe, expect, it } from 'vitest';
import { subTableColumns, subTableRows } from './sub-table-columns.ts';
import { treeLevel } from './tree-page.ts';

const field = (name: string, type: FormField['type'], required = false): FormField => ({
  no: 1,
  name,
  label: name,
  type,
  dictCode: null,
  required,
  preset: null,
  maxLength: null,
  defaultValue: null,
  inList: true,
  query: 'none',
  sortable: false,
});

describe('sub-tables in the editable grid', () => {
  const fields = [field('student', 'text', true), field('grade', 'int')];

  it('makes a grid column per field, typed, required ones with a rule', () => {
    expect(subTableColumns(fields)).toEqual([
      {
        key: 'student',
        title: 'student',
        type: 'input',
        validateRules: [{ required: true, message: '请输入student' }],
      },
      { key: 'grade', title: 'grade', type: 'inputNumber' },
    ]);
  });

  it('sends the fields only, and no id for rows added in the grid', () => {
    const rows = [
      { id: '7', student: '张三', grade: 7, orderNum: 1, student_dictText: 'x' },
      { id: 'row_new_1', student: '李四' },
    ];
    expect(subTableRows(fields, rows, new Set(['row_new_1']))).toEqual([
      { id: '7', student: '张三', grade: 7 },
      { student: '李四', grade: null },
    ]);
  });
});

describe('tree levels', () => {
  it('takes a page or a bare list, and refuses anything else with the spec message', () => {
    expect(treeLevel({ records: [{ id: '1' }], total: 5 })).toEqual({ records: [{ id: '1' }], total: 5 });
    expect(treeLevel([{ id: '1' }])).toEqual({ records: [{ id: '1' }], total: 1 });
    expect(() => treeLevel('ok')).toThrow(ONLINE_FORM_MESSAGES.treeUnknown);
    expect(() => treeLevel({ rows: [] })).toThrow(ONLINE_FORM_MESSAGES.treeUnknown);
  });
});
