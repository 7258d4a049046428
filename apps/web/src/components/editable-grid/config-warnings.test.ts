import { describe, expect, it } from 'vitest';
import { gridConfigWarnings } from './config-warnings.ts';
import type { GridColumn } from './types.ts';

/** Columns as they come from stored JSON, where the types do not hold. */
const loose = (columns: unknown[]) => columns as GridColumn[];

describe('gridConfigWarnings', () => {
  it('says nothing about a well-formed grid', () => {
    expect(
      gridConfigWarnings([
        { key: 'name', title: '名称', type: 'input', validateRules: [{ pattern: 'm', message: 'x' }] },
        { key: 'sex', title: '性别', type: 'select', options: [{ value: '1', text: '男' }] },
        { key: 'code', title: '编码', type: 'input', validateRules: [{ pattern: 'only', message: 'y' }] },
      ]),
    ).toEqual([]);
  });

  it('names a missing key and a repeated one with their positions', () => {
    expect(
      gridConfigWarnings(
        loose([
          { title: '名称', type: 'input' },
          { key: ' ', title: '', type: 'input' },
          { key: 'a', title: '甲', type: 'input' },
          { key: 'a', title: '乙', type: 'input' },
        ]),
      ),
    ).toEqual([
      '第 1 列（名称）缺少 key，该列的值无法读写和校验',
      '第 2 列（无标题）缺少 key，该列的值无法读写和校验',
      '列 key「a」重复（第 3、4 列），同一行只会保存一个值',
    ]);
  });

  it('names an unknown type, and a row-* type that is a grid prop here', () => {
    expect(
      gridConfigWarnings(
        loose([
          { key: 'x', title: 'X', type: 'color' },
          { key: 'n', title: '#', type: 'row-number' },
        ]),
      ),
    ).toEqual([
      '列「x」的类型「color」不存在，按文本列显示',
      '列「n」的类型「row-number」由表格属性 rowNumber 设置，不能作为数据列',
    ]);
  });

  it('names a type without the part it needs', () => {
    expect(
      gridConfigWarnings([
        { key: 's', title: 'S', type: 'select' },
        { key: 'q', title: 'Q', type: 'select-search' },
        { key: 'a', title: 'A', type: 'sel_search_async' },
        { key: 'u', title: 'U', type: 'sel_user' },
        { key: 'f', title: 'F', type: 'image' },
        { key: 'z', title: 'Z', type: 'slot' },
      ]),
    ).toEqual([
      '列「s」（select）没有 options，下拉中没有可选项',
      '列「q」（select-search）既没有 options 也没有 search，无法选择',
      '列「a」（sel_search_async）没有 search，无法搜索选项',
      '列「u」（sel_user）没有 loadOptions，无法选择',
      '列「f」（image）没有 upload，无法上传文件',
      '列「z」（slot）没有 render，单元格为空',
    ]);
  });

  it('names what a popup column lacks, with the message JPopup would show', () => {
    const popup = { title: '负责人', type: 'popup', popupCode: 'user_select' } as const;
    expect(
      gridConfigWarnings([
        { ...popup, key: 'ok', orgFields: 'username,realname', destFields: 'ok,okName' },
        { key: 'none', title: 'N', type: 'popup' },
        { ...popup, key: 'blank', orgFields: ' , ', destFields: 'blank' },
        { ...popup, key: 'count', orgFields: 'username,realname', destFields: 'count' },
        { ...popup, key: 'own', orgFields: 'username', destFields: 'leader' },
        { ...popup, key: 'shown', field: 'nobody', orgFields: 'username', destFields: 'shown' },
      ]),
    ).toEqual([
      '列「none」（popup）缺少 popupCode、orgFields、destFields：popup参数未正确配置!',
      '列「blank」（popup）缺少 orgFields：popup参数未正确配置!',
      '列「count」（popup）orgFields 与 destFields 的字段数不同：popup参数未正确配置,原始值和目标值数量不一致!',
      '列「own」（popup）的 key 不在 destFields 中，选择后单元格为空',
      '列「shown」（popup）的 field「nobody」不在 destFields 中，选择后单元格为空',
    ]);
  });

  it('names a validation preset that does not exist', () => {
    expect(
      gridConfigWarnings(
        loose([
          { key: 'p', title: 'P', type: 'input', validateRules: [{ pattern: 'phone', message: '手机号' }] },
        ]),
      ),
    ).toEqual(['列「p」的校验规则 pattern「phone」不是已知的预设，该规则不会生效']);
  });
});
