import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  cgreportRoutes,
  LOW_APP_LIMITS,
  LOW_APP_LIST_STYLES,
  type LowApp,
  type LowAppEntryInput,
  type LowAppListStyle,
  lowAppRoutes,
  onlineFormRoutes,
} from '@xinmiao/shared';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { api } from '../../../api/client.ts';
import type { RecordDialogProps } from '../../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { EntryFilterList } from './EntryFilterList.tsx';
import { formFilterOptions, reportFilterOptions } from './entry-filter-options.ts';

type EntryValues = {
  kind: 'form' | 'report';
  code: string;
  title?: string | null;
  style?: LowAppListStyle;
  filter?: { key: string; value: string }[];
};
type Values = { name: string; entries: EntryValues[] };

const STYLE_OPTIONS = Object.entries(LOW_APP_LIST_STYLES).map(([value, label]) => ({ value, label }));

function toInput(entry: EntryValues): LowAppEntryInput {
  const filter = Object.fromEntries((entry.filter ?? []).filter((f) => f.key).map((f) => [f.key, f.value]));
  return entry.kind === 'form'
    ? { kind: 'form', code: entry.code, title: entry.title || null, style: entry.style ?? 'auto', filter }
    : { kind: 'report', code: entry.code, title: entry.title || null, filter };
}

function toValues(app: LowApp): Values {
  return {
    name: app.name,
    entries: app.entries.map((e) => ({
      kind: e.kind,
      code: e.code,
      title: e.title,
      style: e.style,
      filter: Object.entries(e.filter).map(([key, value]) => ({ key, value })),
    })),
  };
}

/** The school's forms and reports to choose from (a page of each is enough for a school's caps). */
function useChoices() {
  const forms = useQuery({
    queryKey: ['online-forms', 'choices'],
    queryFn: () => api(onlineFormRoutes.list, { query: { pageNo: 1, pageSize: 100 } }),
  });
  const reports = useQuery({
    queryKey: ['cgreport', 'choices'],
    queryFn: () => api(cgreportRoutes.list, { query: { pageNo: 1, pageSize: 100 } }),
  });
  // Only to label a report's search fields: the report list names them without labels.
  const sources = useQuery({ queryKey: ['cgreport', 'sources'], queryFn: () => api(cgreportRoutes.sources) });
  return {
    forms: forms.data?.records ?? [],
    reports: reports.data?.records ?? [],
    sources: sources.data ?? [],
  };
}

/** 新增 / 编辑 a low-code app: its name and its menu, each entry a form (list style, filter) or a report (filter). */
export function LowAppModal(dialog: RecordDialogProps<LowApp>) {
  const { forms, reports, sources } = useChoices();
  const [form] = Form.useForm<Values>();
  return (
    <RecordFormModal<Values>
      {...dialog}
      form={form}
      title={dialog.editing ? '编辑应用' : '新增应用'}
      width={860}
      layout="vertical"
      initialValues={() =>
        dialog.editing ? toValues(dialog.editing) : { entries: [{ kind: 'form', code: '', style: 'auto' }] }
      }
      save={(values) => {
        const body = { name: values.name, entries: values.entries.map(toInput) };
        return dialog.editing
          ? api(lowAppRoutes.edit, { body: { ...body, id: dialog.editing.id } })
          : api(lowAppRoutes.add, { body });
      }}
    >
      <Form.Item name="name" label="应用名称" rules={[{ required: true, message: '请输入应用名称' }]}>
        <Input maxLength={50} placeholder="请输入应用名称" />
      </Form.Item>
      <Form.List name="entries">
        {(entries, { add, remove, move }) => (
          <>
            {entries.map((entry, index) => (
              <Card
                key={entry.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={`菜单 ${index + 1}`}
                extra={
                  <Space>
                    <Button
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label="上移"
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    />
                    <Button
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label="下移"
                      disabled={index === entries.length - 1}
                      onClick={() => move(index, index + 1)}
                    />
                    <Button
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label="删除菜单"
                      disabled={entries.length === 1}
                      onClick={() => remove(entry.name)}
                    />
                  </Space>
                }
              >
                <Form.Item noStyle dependencies={[['entries', entry.name, 'kind']]}>
                  {({ getFieldValue }) => {
                    const kind = getFieldValue(['entries', entry.name, 'kind']) as EntryValues['kind'];
                    const options =
                      kind === 'report'
                        ? reports.map((r) => ({ value: r.code, label: `${r.name}（${r.code}）` }))
                        : forms.map((f) => ({ value: f.code, label: `${f.name}（${f.code}）` }));
                    return (
                      <Space wrap align="start">
                        <Form.Item name={[entry.name, 'kind']} label="类型" initialValue="form">
                          <Select
                            style={{ width: 100 }}
                            options={[
                              { value: 'form', label: '表单' },
                              { value: 'report', label: '报表' },
                            ]}
                          />
                        </Form.Item>
                        <Form.Item
                          name={[entry.name, 'code']}
                          label={kind === 'report' ? '报表' : '表单'}
                          rules={[{ required: true, message: '请选择表单或报表' }]}
                        >
                          <Select style={{ width: 220 }} showSearch options={options} placeholder="请选择" />
                        </Form.Item>
                        <Form.Item name={[entry.name, 'title']} label="菜单名称">
                          <Input style={{ width: 160 }} maxLength={50} placeholder="默认为表单或报表名称" />
                        </Form.Item>
                        {kind === 'form' && (
                          <Form.Item name={[entry.name, 'style']} label="列表风格" initialValue="auto">
                            <Select style={{ width: 130 }} options={STYLE_OPTIONS} />
                          </Form.Item>
                        )}
                      </Space>
                    );
                  }}
                </Form.Item>
                <Form.Item
                  noStyle
                  dependencies={[
                    ['entries', entry.name, 'kind'],
                    ['entries', entry.name, 'code'],
                  ]}
                >
                  {({ getFieldValue }) => {
                    const code = getFieldValue(['entries', entry.name, 'code']) as string;
                    return getFieldValue(['entries', entry.name, 'kind']) === 'report' ? (
                      <EntryFilterList
                        entry={entry.name}
                        options={reportFilterOptions(
                          reports.find((r) => r.code === code),
                          sources,
                        )}
                        hint="固定筛选：打开此报表时只显示符合条件的数据（服务器按应用的设置执行）"
                      />
                    ) : (
                      <EntryFilterList
                        entry={entry.name}
                        options={formFilterOptions(forms.find((f) => f.code === code))}
                        hint="固定筛选：打开此菜单时只列出符合条件的数据（服务器按应用的设置执行）"
                      />
                    );
                  }}
                </Form.Item>
              </Card>
            ))}
            {entries.length < LOW_APP_LIMITS.entriesPerApp && (
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                onClick={() => add({ kind: 'form', code: undefined, style: 'auto' })}
              >
                添加菜单
              </Button>
            )}
          </>
        )}
      </Form.List>
    </RecordFormModal>
  );
}
