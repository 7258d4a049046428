import { InboxOutlined } from '@ant-design/icons';
import type { ItemBankRowError } from '@xinmiao/shared';
import { Alert, App, Input, Modal, Space, Tabs, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/api-error.ts';
import { reportError } from '../../../api/error-display.ts';
import { parseTsv } from '../common/tsv.ts';
import { ImportErrorsTable } from './ImportErrorsTable.tsx';
import { type ImportOutcome, importItemBank, uploadItemBankFile } from './import-items.ts';
import { ScaleSelect } from './ScaleSelect.tsx';
import { UploadBankTab } from './UploadBankTab.tsx';
import { UPLOAD_FAILED, uploadRejected, uploadSucceeded } from './upload-messages.ts';

type Source = 'file' | 'json' | 'excel';

function asSource(key: string): Source {
  return key === 'json' || key === 'excel' ? key : 'file';
}

export const IMPORT_AS_VERSION_NOTE =
  '导入的题库保存为该量表的新版本（未启用），不会替换正在使用的题目；请在量表详情的「版本」页确认启用。内置量表的计分、常模与预警规则不随题库改变。';

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

/**
 * 导入题库: upload a .xlsx/.json file, paste JSON, or paste cells from Excel; all rows must pass or
 * nothing is imported. An accepted bank becomes a new, inactive version, enabled in the versions tab.
 */
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
  const [source, setSource] = useState<Source>('file');
  const [json, setJson] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [upload, setUpload] = useState<File | null>(null);
  const [tsv, setTsv] = useState('');
  const [scale, setScale] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<readonly ItemBankRowError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setJson('');
    setTsv('');
    setFileName(null);
    setUpload(null);
    setErrors([]);
    setFailure(null);
    onClose();
  };

  const finish = (outcome: ImportOutcome, successText: string) => {
    if (!outcome.ok) {
      setErrors(outcome.result.errors);
      return false;
    }
    message.success(successText);
    onImported();
    close();
    return true;
  };

  const submitFile = async (file: File) => {
    if (!scale) {
      setFailure('请选择量表');
      return;
    }
    setBusy(true);
    try {
      const outcome = await uploadItemBankFile(file, scale);
      if (!finish(outcome, uploadSucceeded(file.name, outcome.message))) {
        const text = uploadRejected(file.name, outcome.message);
        setFailure(text);
        message.warning(text);
      }
    } catch (error) {
      // HTTP failures were already shown by the client (expired login, 403 …); the dialog keeps the fact.
      if (isApiError(error)) setFailure(UPLOAD_FAILED);
      else reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setErrors([]);
    setFailure(null);
    if (source === 'file') {
      if (upload) await submitFile(upload);
      return;
    }
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
      if (!finish(outcome, outcome.message)) setFailure(outcome.message);
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  const ready = source === 'file' ? upload !== null : (source === 'json' ? json : tsv).trim() !== '';

  return (
    <Modal
      title="导入题库"
      open={open}
      onCancel={close}
      onOk={submit}
      okText="开始导入"
      cancelText="取消"
      okButtonProps={{ disabled: !ready }}
      confirmLoading={busy}
      width={800}
      destroyOnHidden
    >
      <Alert type="info" showIcon title={IMPORT_AS_VERSION_NOTE} style={{ marginBottom: 12 }} />
      <Tabs
        activeKey={source}
        onChange={(k) => {
          setSource(asSource(k));
          setErrors([]);
          setFailure(null);
        }}
        items={[
          {
            key: 'file',
            label: '上传文件',
            children: <UploadBankTab scale={scale} onScale={setScale} file={upload} onFile={setUpload} />,
          },
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
                <ScaleSelect value={scale} onChange={setScale} />
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
      {errors.length > 0 && <ImportErrorsTable errors={errors} />}
    </Modal>
  );
}
