import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DictTreeSelect } from './DictTreeSelect.tsx';
import { conditionProblem, parseTreeDict, rootPid } from './tree-dict.ts';

afterEach(cleanup);

describe('tree-select rules', () => {
  it('needs the condition to be a JSON string', () => {
    expect(conditionProblem(undefined)).toBeNull();
    expect(conditionProblem('{"status":"1"}')).toBeNull();
    expect(conditionProblem("status='1'")).toBe('组件JTreeSelect-condition传值有误，需要一个json字符串!');
  });

  it('reads the table,text,code triple and treats 0 as the root', () => {
    expect(parseTreeDict('sys_depart,depart_name,id')).toEqual({
      tableName: 'sys_depart',
      text: 'depart_name',
      code: 'id',
    });
    expect(parseTreeDict('sys_depart,depart_name')).toBeNull();
    expect(parseTreeDict('a,b,c,d')).toBeNull();
    expect(rootPid('0')).toBe('');
    expect(rootPid(undefined)).toBe('');
    expect(rootPid('abc')).toBe('abc');
  });

  it('shows the condition message instead of the control', () => {
    render(<DictTreeSelect dict="sys_depart,depart_name,id" pidField="parent_id" condition="x=1" />);
    expect(screen.getByText('组件JTreeSelect-condition传值有误，需要一个json字符串!')).toBeTruthy();
  });
});
