import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  aggregateKey,
  cgreportRoutes,
  REPORT_AGGREGATE_KEYS,
  REPORT_AGGREGATES,
  REPORT_FILTER_OP_KEYS,
  REPORT_FILTER_OPS,
  type ReportAggregateFn,
  type ReportConfig,
  type ReportConfigInput,
  type ReportFilterOp,
  type ReportSourceInfo,
  VALUELESS_OPS,
} from '@xinmiao/shared';
import { Button, Divider, Form, type FormInstance, Input, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { DictControl } from '../../../components/dict/DictControl.tsx';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = {
  code: string;
  name: string;
  source?: string;
  columns: string[];
  searchFields: string[];
  sortField?: string | null;
  sortOrder?: 'asc' | 'desc' | null;
  filters: { field?: string; op?: ReportFilterOp; value?: string }[];
  params: {
    name?: string;
    label?: string;
    field?: string;
    op?: ReportFilterOp;
    defaultValue?: string | null;
  }[];
  groupBy: string[];
  aggregates: { fn?: ReportAggregateFn; field?: string | null; label?: string | null }[];
  columnDicts: { field?: string; dictCode?: string }[];
};

type Props = RecordDialogProps<ReportConfig> & { sources: readonly ReportSourceInfo[] };
type Preview = {
  columns: { title: string; dataIndex: string }[];
  records: Record<string, unknown>[];
  total: number;
};

const opOptions = REPORT_FILTER_OP_KEYS.map((key) => ({ value: key, label: REPORT_FILTER_OPS[key] }));
const paramOpOptions = opOptions.filter((o) => !VALUELESS_OPS.includes(o.value));
const aggregateOptions = REPORT_AGGREGATE_KEYS.map((key) => ({ value: key, label: REPORT_AGGREGATES[key] }));

/** The design as the server takes it: empty rows of the lists left out, columns = groups when grouped. */
function body(values: Values): ReportConfigInput {
  const groupBy = values.groupBy ?? [];
  const aggregates = (values.aggregates ?? []).flatMap((a) =>
    a.fn ? [{ fn: a.fn, field: a.field || null, label: a.label?.trim() || null }] : [],
  );
  const grouped = groupBy.length > 0 || aggregates.length > 0;
  return {
    code: values.code?.trim() ?? '',
    name: values.name?.trim() ?? '',
    source: values.source ?? '',
    columns: grouped ? groupBy : (values.columns ?? []),
    searchFields: values.searchFields ?? [],
    sortField: values.sortField || null,
    sortOrder: values.sortField ? (values.sortOrder ?? 'asc') : null,
    filters: (values.filters ?? []).flatMap((f) =>
      f.field && f.op ? [{ field: f.field, op: f.op, value: f.value?.trim() ?? '' }] : [],
    ),
    params: (values.params ?? []).flatMap((p) =>
      p.name && p.field && p.op
        ? [
            {
              name: p.name.trim(),
              label: p.label?.trim() || p.name.trim(),
              field: p.field,
              op: p.op,
              defaultValue: p.defaultValue?.trim() || null,
            },
          ]
        : [],
    ),
    groupBy,
    aggregates,
    columnDicts: (values.columnDicts ?? []).flatMap((d) =>
      d.field && d.dictCode ? [{ field: d.field, dictCode: d.dictCode.trim() }] : [],
    ),
  };
}

const EMPTY: Values = {
  code: '',
  name: '',
  columns: [],
  searchFields: [],
  filters: [],
  params: [],
  groupBy: [],
  aggregates: [],
  columnDicts: [],
};

/** A condition's value: the field's dictionary items when it has one, else text. */
function ConditionValue({
  dictCode,
  value,
  onChange,
}: {
  dictCode: string | null;
  value?: string;
  onChange?: (value: string | undefined) => void;
}) {
  if (!dictCode) {
    return (
      <Input
        aria-label="过滤值"
        placeholder="值"
        maxLength={200}
        style={{ width: 180 }}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
      />
    );
  }
  return (
    <fieldset aria-label="过滤值" style={{ width: 180, border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <DictControl dictCode={dictCode} value={value} onChange={onChange} placeholder="请选择值" />
    </fieldset>
  );
}

function RemoveButton({ onClick, label }: { onClick: () => void; label: string }) {
  return <Button type="text" icon={<DeleteOutlined />} aria-label={label} onClick={onClick} />;
}

/** The rows of the design that depend on the chosen source: fields, conditions, groups, sort. */
function SourceDesign({
  form,
  sources,
}: {
  form: FormInstance<Values>;
  sources: readonly ReportSourceInfo[];
}) {
  const sourceKey = Form.useWatch('source', form);
  const groupBy = Form.useWatch('groupBy', form) ?? [];
  const aggregates = Form.useWatch('aggregates', form) ?? [];
  const source = sources.find((s) => s.key === sourceKey);
  const fields = source?.fields ?? [];
  const option = (f: ReportSourceInfo['fields'][number]) => ({ value: f.name, label: f.label });
  const all = fields.map(option);
  const conditional = fields.filter((f) => f.searchable).map(option);
  const plain = fields.filter((f) => !f.masked).map(option);
  const numbers = fields.filter((f) => f.kind === 'number' && !f.masked).map(option);
  const grouped = groupBy.length > 0 || aggregates.some((a) => a?.fn);
  const statistics = aggregates.flatMap((a) =>
    a?.fn
      ? [
          {
            value: aggregateKey({ fn: a.fn, field: a.field ?? null }),
            label: a.label || REPORT_AGGREGATES[a.fn],
          },
        ]
      : [],
  );
  const sortOptions = grouped
    ? [...plain.filter((o) => groupBy.includes(o.value)), ...statistics]
    : fields.filter((f) => f.sortable).map(option);
  const shownOptions = grouped ? plain.filter((o) => groupBy.includes(o.value)) : all;

  return (
    <>
      {source?.studentLevel ? (
        <Form.Item label=" " colon={false}>
          学生数据：手机号、身份证号按权限脱敏，只能显示，每次查看都记入访问审计。
        </Form.Item>
      ) : null}
      <Form.Item name="groupBy" label="分组字段" extra="选择分组字段或统计列后，报表按组统计">
        <Select mode="multiple" allowClear aria-label="分组字段" options={plain} placeholder="不分组" />
      </Form.Item>
      <Form.List name="aggregates">
        {(items, { add, remove }) => (
          <Form.Item label="统计列">
            {items.map((item) => (
              <Space key={item.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item name={[item.name, 'fn']} rules={[{ required: true, message: '请选择统计方式' }]}>
                  <Select aria-label="统计方式" options={aggregateOptions} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'field']}>
                  <Select
                    aria-label="统计字段"
                    allowClear
                    options={numbers}
                    placeholder="全部行"
                    style={{ width: 150 }}
                  />
                </Form.Item>
                <Form.Item name={[item.name, 'label']}>
                  <Input aria-label="统计列名称" placeholder="列名称" maxLength={50} style={{ width: 140 }} />
                </Form.Item>
                <RemoveButton label="删除统计列" onClick={() => remove(item.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ fn: 'count' })}>
              添加统计列
            </Button>
          </Form.Item>
        )}
      </Form.List>
      {grouped ? null : (
        <Form.Item
          name="columns"
          label="显示字段"
          rules={[{ required: true, message: '请至少选择一个显示字段' }]}
        >
          <Select mode="multiple" aria-label="显示字段" options={all} placeholder="请选择显示字段" />
        </Form.Item>
      )}
      <Form.List name="filters">
        {(items, { add, remove }) => (
          <Form.Item label="过滤条件">
            {items.map((item) => (
              <Space key={item.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item name={[item.name, 'field']} rules={[{ required: true, message: '请选择字段' }]}>
                  <Select aria-label="过滤字段" options={conditional} style={{ width: 150 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'op']} rules={[{ required: true, message: '请选择条件' }]}>
                  <Select aria-label="过滤条件" options={opOptions} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item noStyle dependencies={[['filters', item.name, 'field']]}>
                  {() => {
                    const name = form.getFieldValue(['filters', item.name, 'field']);
                    const dictCode = fields.find((f) => f.name === name)?.dictCode ?? null;
                    return (
                      <Form.Item name={[item.name, 'value']}>
                        <ConditionValue dictCode={dictCode} />
                      </Form.Item>
                    );
                  }}
                </Form.Item>
                <RemoveButton label="删除过滤条件" onClick={() => remove(item.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ op: 'eq' })}>
              添加过滤条件
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item name="searchFields" label="查询条件" extra="报表使用者可以按这些字段查询">
        <Select mode="multiple" allowClear aria-label="查询条件" options={conditional} />
      </Form.Item>
      <Form.List name="params">
        {(items, { add, remove }) => (
          <Form.Item label="参数" extra="参数由报表使用者或调用方传入，按所选条件比较">
            {items.map((item) => (
              <Space key={item.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item
                  name={[item.name, 'name']}
                  rules={[
                    { required: true, message: '请输入参数名' },
                    {
                      pattern: /^[a-z][A-Za-z0-9]{0,31}$/,
                      message: '参数名须以小写字母开头，只能包含字母和数字',
                    },
                  ]}
                >
                  <Input aria-label="参数名" placeholder="参数名" style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'label']}>
                  <Input aria-label="参数名称" placeholder="显示名称" maxLength={50} style={{ width: 120 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'field']} rules={[{ required: true, message: '请选择字段' }]}>
                  <Select aria-label="参数字段" options={conditional} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'op']} rules={[{ required: true, message: '请选择条件' }]}>
                  <Select aria-label="参数条件" options={paramOpOptions} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item name={[item.name, 'defaultValue']}>
                  <Input
                    aria-label="参数默认值"
                    placeholder="默认值"
                    maxLength={200}
                    style={{ width: 110 }}
                  />
                </Form.Item>
                <RemoveButton label="删除参数" onClick={() => remove(item.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ op: 'eq' })}>
              添加参数
            </Button>
          </Form.Item>
        )}
      </Form.List>
      <Form.Item label="排序">
        <Space.Compact>
          <Form.Item name="sortField" noStyle>
            <Select
              aria-label="排序字段"
              allowClear
              options={sortOptions}
              placeholder="默认"
              style={{ width: 180 }}
            />
          </Form.Item>
          <Form.Item name="sortOrder" noStyle>
            <Select
              aria-label="排序方向"
              options={[
                { value: 'asc', label: '升序' },
                { value: 'desc', label: '降序' },
              ]}
              placeholder="升序"
              style={{ width: 100 }}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.List name="columnDicts">
        {(items, { add, remove }) => (
          <Form.Item label="字典列" extra="按数据字典显示某列的文字">
            {items.map((item) => (
              <Space key={item.key} align="baseline" wrap style={{ display: 'flex' }}>
                <Form.Item name={[item.name, 'field']} rules={[{ required: true, message: '请选择字段' }]}>
                  <Select aria-label="字典列字段" options={shownOptions} style={{ width: 150 }} />
                </Form.Item>
                <Form.Item
                  name={[item.name, 'dictCode']}
                  rules={[{ required: true, message: '请输入字典编码' }]}
                >
                  <Input aria-label="字典编码" placeholder="字典编码" style={{ width: 160 }} />
                </Form.Item>
                <RemoveButton label="删除字典列" onClick={() => remove(item.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
              添加字典列
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </>
  );
}

/** The first 20 rows of the design as it stands, before it is saved. */
function PreviewPane({ form }: { form: FormInstance<Values> }) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loading, setLoading] = useState(false);
  const run = async () => {
    setLoading(true);
    try {
      const values = form.getFieldsValue(true) as Values;
      setPreview(
        await api(cgreportRoutes.preview, {
          body: { ...body(values), code: body(values).code || 'preview' },
        }),
      );
    } catch {
      setPreview(null);
    } finally {
      setLoading(false);
    }
  };
  return (
    <>
      <Divider titlePlacement="start">
        <Button onClick={run} loading={loading}>
          预览
        </Button>
      </Divider>
      {preview ? (
        <Table
          size="small"
          bordered
          rowKey={(row) => String(row.id)}
          aria-label="报表预览"
          dataSource={preview.records}
          pagination={false}
          scroll={{ x: true }}
          footer={() => `共 ${preview.total} 条`}
          columns={preview.columns.map((c) => ({
            title: c.title,
            dataIndex: c.dataIndex,
            render: (_v: unknown, row: Record<string, unknown>) => {
              const text = row[`${c.dataIndex}_dictText`] ?? row[c.dataIndex];
              return text === null || text === undefined ? '' : String(text);
            },
          }))}
        />
      ) : null}
    </>
  );
}

/**
 * 新增 / 编辑 a report of 报表开发 without code: a source the school may use, then its fields,
 * conditions, groups and statistics picked from that source's whitelist. 预览 runs the design.
 */
export function ReportDesignModal({ sources, ...dialog }: Props) {
  const { editing } = dialog;
  const [form] = Form.useForm<Values>();
  const save = (values: Values) =>
    editing
      ? api(cgreportRoutes.edit, { body: { ...body(values), id: editing.id } })
      : api(cgreportRoutes.add, { body: body(values) });
  return (
    <RecordFormModal<Values>
      {...dialog}
      form={form}
      initialValues={() =>
        editing
          ? {
              ...editing,
              params: editing.params.map((p) => ({ ...p, defaultValue: p.defaultValue ?? null })),
            }
          : EMPTY
      }
      save={save}
      labelSpan={3}
      width={1000}
    >
      <Form.Item
        name="code"
        label="报表编码"
        rules={[
          { required: true, whitespace: true, message: '请输入报表编码' },
          { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: '报表编码须以字母开头，只能包含字母、数字和下划线' },
        ]}
      >
        <Input maxLength={64} placeholder="请输入报表编码" />
      </Form.Item>
      <Form.Item
        name="name"
        label="报表名称"
        rules={[{ required: true, whitespace: true, message: '请输入报表名称' }]}
      >
        <Input maxLength={100} placeholder="请输入报表名称" />
      </Form.Item>
      <Form.Item name="source" label="数据源" rules={[{ required: true, message: '请选择数据源' }]}>
        <Select
          aria-label="数据源"
          showSearch={{ optionFilterProp: 'label' }}
          options={sources.map((s) => ({ value: s.key, label: s.label }))}
          placeholder="请选择数据源"
          onChange={() =>
            form.setFieldsValue({
              columns: [],
              searchFields: [],
              filters: [],
              params: [],
              groupBy: [],
              sortField: null,
            })
          }
        />
      </Form.Item>
      <SourceDesign form={form} sources={sources} />
      <PreviewPane form={form} />
    </RecordFormModal>
  );
}
