import { describe, expect, it } from 'vitest';
import { importOutcome, isSpreadsheet } from './import-outcome.ts';

describe('import outcome', () => {
  it('accepts .xls and .xlsx only', () => {
    expect(isSpreadsheet('学生.xlsx')).toBe(true);
    expect(isSpreadsheet('学生.XLS')).toBe(true);
    expect(isSpreadsheet('学生.csv')).toBe(false);
  });

  it('reads success, code 201 and failure', () => {
    expect(importOutcome({ success: true, code: 200, message: '导入成功 3 条' }, 'a.xlsx')).toEqual({
      kind: 'done',
      message: '导入成功 3 条',
    });
    expect(importOutcome({ success: true, code: 200, message: '' }, 'a.xlsx')).toEqual({
      kind: 'done',
      message: 'a.xlsx 文件上传成功',
    });
    expect(
      importOutcome(
        { success: true, code: 201, message: '2 行有误', result: { fileUrl: '/sys/common/static/x/e.xlsx' } },
        'a.xlsx',
      ),
    ).toEqual({ kind: 'partial', message: '2 行有误', errorFile: '/sys/common/static/x/e.xlsx' });
    expect(
      importOutcome({ success: true, code: 201, message: 'm', result: 'temp/e.xlsx' }, 'a.xlsx'),
    ).toMatchObject({
      errorFile: 'temp/e.xlsx',
    });
    expect(importOutcome({ success: false, code: 500, message: '文件格式不正确' }, 'a.xlsx')).toEqual({
      kind: 'failed',
      message: 'a.xlsx 文件格式不正确.',
    });
    expect(importOutcome(null, 'a.xlsx')).toEqual({ kind: 'failed', message: '文件上传失败' });
  });
});
