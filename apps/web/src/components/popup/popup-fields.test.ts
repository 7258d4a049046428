import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptiedValues,
  mappedValues,
  POPUP_MESSAGES,
  parseSorter,
  popupMappings,
  selfParams,
} from './popup-fields.ts';

afterEach(() => vi.restoreAllMocks());

describe('popupMappings', () => {
  it('needs a code, original and target fields', () => {
    expect(popupMappings({ orgFields: 'a', destFields: 'b' })).toEqual({ problem: POPUP_MESSAGES.badConfig });
    expect(popupMappings({ code: 'x', orgFields: '', destFields: 'b' })).toEqual({
      problem: 'popup参数未正确配置!',
    });
    expect(popupMappings({ code: 'x', fieldConfig: [{ source: 'a', target: '' }] })).toEqual({
      problem: POPUP_MESSAGES.badConfig,
    });
  });

  it('refuses differing counts', () => {
    expect(popupMappings({ code: 'x', orgFields: 'a,b', destFields: 'c' })).toEqual({
      problem: 'popup参数未正确配置,原始值和目标值数量不一致!',
    });
  });

  it('pairs orgFields with destFields, or takes fieldConfig as given', () => {
    expect(popupMappings({ code: 'x', orgFields: 'username, realname', destFields: 'user,name' })).toEqual({
      mappings: [
        { source: 'username', target: 'user' },
        { source: 'realname', target: 'name' },
      ],
    });
    const fieldConfig = [{ source: 'id', target: 'departId' }];
    expect(popupMappings({ code: 'x', fieldConfig })).toEqual({ mappings: fieldConfig });
  });
});

describe('mapped values', () => {
  const mappings = [
    { source: 'username', target: 'user' },
    { source: 'sex', target: 'gender' },
  ];
  it('joins each source over the chosen rows, keeping 0 and emptying null', () => {
    const rows = [
      { id: '1', username: 'a', sex: 0 },
      { id: '2', username: 'b', sex: null },
    ];
    expect(mappedValues(rows, mappings)).toEqual({ user: 'a,b', gender: '0,' });
    expect(emptiedValues(mappings)).toEqual({ user: '', gender: '' });
  });
});

describe('parseSorter', () => {
  it('takes column=asc|desc and warns about anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSorter('username=DESC')).toEqual({ column: 'username', order: 'desc' });
    expect(parseSorter('')).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
    expect(parseSorter('username')).toBeUndefined();
    expect(parseSorter('username=up')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('【JPopup】sorter参数不合法');
  });

  it('sends param as self_ parameters', () => {
    expect(selfParams({ orgCategory: '2' })).toEqual({ self_orgCategory: '2' });
  });
});
