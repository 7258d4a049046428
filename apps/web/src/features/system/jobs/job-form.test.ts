import { describe, expect, it } from 'vitest';
import { EMPTY_JOB, formValuesOf, jobBody } from './job-form.ts';

describe('job form', () => {
  it('sends blank texts as null and trims the expression', () => {
    expect(
      jobBody({ ...EMPTY_JOB, jobClassName: 'x', cronExpression: ' 0 0 3 * * ? ', parameter: '  ' }),
    ).toEqual({
      jobClassName: 'x',
      cronExpression: '0 0 3 * * ?',
      parameter: null,
      description: null,
      status: -1,
    });
  });

  it('reads a stored job back into the form', () => {
    const values = formValuesOf({
      id: '1',
      jobClassName: 'x',
      cronExpression: '0 0 3 * * ?',
      parameter: null,
      description: '说明',
      status: 0,
      createBy: null,
      createTime: '2026-11-23 10:00:00',
      updateBy: null,
      updateTime: null,
    });
    expect(values).toEqual({
      ...EMPTY_JOB,
      jobClassName: 'x',
      cronExpression: '0 0 3 * * ?',
      description: '说明',
      status: 0,
    });
  });
});
