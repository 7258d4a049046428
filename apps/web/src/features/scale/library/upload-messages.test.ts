import { describe, expect, it } from 'vitest';
import { uploadProblem, uploadRejected, uploadSucceeded } from './upload-messages.ts';

describe('item-bank upload messages', () => {
  it('uses the server message on success, else “{file} 文件上传成功”', () => {
    expect(uploadSucceeded('a.xlsx', '导入成功！共 8 题')).toBe('导入成功！共 8 题');
    expect(uploadSucceeded('a.xlsx', '')).toBe('a.xlsx 文件上传成功');
  });

  it('words a rejection as “{file} {message}.”', () => {
    expect(uploadRejected('a.xlsx', '题库校验未通过')).toBe('a.xlsx 题库校验未通过.');
  });

  it('takes .xls/.xlsx/.json up to 5 MB', () => {
    expect(uploadProblem({ name: 'A.XLSX', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'old.xls', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'bank.json', size: 10 })).toBeNull();
    expect(uploadProblem({ name: 'bank.csv', size: 10 })).toBe('只能上传 .xls、.xlsx 或 .json 文件');
    expect(uploadProblem({ name: 'a.xlsx', size: 5 * 1024 * 1024 + 1 })).toBe('文件不能超过 5 MB');
    expect(uploadProblem({ name: 'a.xlsx', size: 0 })).toBe('文件是空的');
  });
});
