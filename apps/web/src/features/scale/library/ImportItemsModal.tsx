import { InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { type ItemBankRowError, scaleRoutes } from '@xinmiao/shared';
import { Alert, App, Input, Modal, Select, Space, Table, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { parseTsv } from '../common/tsv.ts';
import { importItemBank } from './import-items.ts';

type Source = 'json' | 'excel';

const EXCEL_HELP =
  '在 Excel 中选中含表头的区域复制后粘贴：第 1 行为「题号 | 题目 | 选项1 | 选项2 …」，选项列全部留空则沿用内置选项文字。';
const JSON_HELP =
  '题库 JSON 格式：{"scale":"SDS","version":"1.0","source":"授权来源说明","items":[{"number":1,"text":"题目文字","options":["选项1","选项2"]}]}，options 可省略。';

function jsonBody(text: string): Record<string, unknown> | ItemBankRowError[] {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return Object.fromEntries(Object.entries(value));
    return [{ row: null, field: '(file)', message: '题库必须是一个 JSON 对象' }];
  } catch (e) {
    return [
      { row: null, field: '(file)', message: `JSON 格式错误：${e instanceof Error ? e.message : String(e)}` },
    ];
  }
}

/** 导入题库: JSON file or paste, or cells pasted from Excel; all rows must pass or nothing is imported. */
export function ImportItemsModal({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}) {
  const { message } = App.useApp();
  const [source, setSource] = useState<Source>('json');
  const [json, setJson] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [tsv, setTsv] = useState('');
  const [scale, setScale] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<ItemBankRowError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const builtIns = useQuery({
    queryKey: ['scale-library', 'builtins'],
    queryFn: () => api(scaleRoutes.list, { query: { source: 'builtin', pageSize: 100 } }),
    enabled: open,
  });

  const close = () => {
    setJson('');
    setTsv('');
    setFileName(null);
    setErrors([]);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    setErrors([]);
    setFailure(null);
    let body: Record<string, unknown>;
    if (source === 'json') {
      const parsed = jsonBody(json);
      if (Array.isArray(parsed)) {
        setErrors(parsed);
        return;
      }
      body = parsed;
    } else {
      if (!scale) {
        setFailure('请选择量表');
        return;
      }
      body = { scale, rows: parseTsv(tsv) };
    }
    setBusy(true);
    try {
      const outcome = await importItemBank(body);
      if (!outcome.ok) {
        setFailure(outcome.message);
        setErrors(outcome.result.errors);
        return;
      }
      message.success(outcome.message);
      onImported();
      close();
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title="导入题库"
      open={open}
      onCancel={close}
      onOk={submit}
      okText="开始导入"
      cancelText="取消"
      okButtonProps={{ disabled: source === 'json' ? json.trim() === '' : tsv.trim() === '' }}
      confirmLoading={busy}
      width={800}
      destroyOnHidden
    >
      <Tabs
        activeKey={source}
        onChange={(k) => setSource(k === 'excel' ? 'excel' : 'json')}
        items={[
          {
            key: 'json',
            label: 'JSON 文件 / 粘贴',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">{JSON_HELP}</Typography.Text>
                <Upload.Dragger
                  accept=".json,application/json"
                  maxCount={1}
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void file.text().then((text) => {
                      setJson(text);
                      setFileName(file.name);
                    });
                    return false;
                  }}
                >
                  <p className="ant-upload-drag-icon">
                    <InboxOutlined />
                  </p>
                  <p>{fileName ? `已选择：${fileName}` : '点击或拖拽 .json 题库文件到此处'}</p>
                </Upload.Dragger>
                <Input.TextArea
                  value={json}
                  onChange={(e) => setJson(e.target.value)}
                  autoSize={{ minRows: 6, maxRows: 12 }}
                  placeholder="也可以直接粘贴题库 JSON"
                  style={{ fontFamily: 'monospace', fontSize: 12 }}
                />
              </Space>
            ),
          },
          {
            key: 'excel',
            label: '从 Excel 粘贴',
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text type="secondary">{EXCEL_HELP}</Typography.Text>
                <Select
                  placeholder="请选择量表"
                  value={scale}
                  onChange={setScale}
                  style={{ width: 320 }}
                  loading={builtIns.isFetching}
                  options={(builtIns.data?.records ?? []).map((r) => ({
                    value: r.code,
                    label: `${r.name}（${r.code}）`,
                  }))}
                />
                <Input.TextArea
                  value={tsv}
                  onChange={(e) => setTsv(e.target.value)}
                  autoSize={{ minRows: 8, maxRows: 14 }}
                  placeholder="在此粘贴 Excel 单元格"
                />
              </Space>
            ),
          },
        ]}
      />
      {failure && <Alert style={{ marginTop: 12 }} type="error" showIcon title={failure} />}
      {errors.length > 0 && (
        <Table<ItemBankRowError>
          style={{ marginTop: 12 }}
          rowKey={(e) => `${e.row}-${e.field}-${e.message}`}
          size="small"
          pagination={{ pageSize: 8, showSizeChanger: false }}
          dataSource={errors}
          columns={[
            { title: '行', dataIndex: 'row', width: 70, render: (r: number | null) => r ?? '整体' },
            { title: '字段', dataIndex: 'field', width: 120 },
            { title: '问题', dataIndex: 'message' },
          ]}
        />
      )}
    </Modal>
  );
}
