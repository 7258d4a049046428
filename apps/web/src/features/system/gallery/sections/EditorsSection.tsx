import { Form, Select } from 'antd';
import { useState } from 'react';
import { CodeEditor } from '../../../../components/code-editor/CodeEditor.tsx';
import { CODE_MODES, type CodeMode } from '../../../../components/code-editor/code-modes.ts';
import { MarkdownEditor } from '../../../../components/markdown-editor/MarkdownEditor.tsx';
import { RichTextField } from '../../../../components/rich-text/RichTextField.tsx';

const SAMPLES: Partial<Record<CodeMode, string>> = {
  sql: 'select username, realname\n  from sys_user\n where status = 1;',
  javascript: "function hello(name) {\n  return '你好，' + name;\n}",
  python: 'def hello(name):\n  return f"你好，{name}"',
};

/** Rich text, markdown and code editors; this section is its own chunk, so none of them loads early. */
export default function EditorsSection() {
  const [mode, setMode] = useState<CodeMode>('sql');
  const [code, setCode] = useState(SAMPLES.sql ?? '');
  const [markdown, setMarkdown] = useState('# 心理健康周\n\n- 主题班会\n- **团体辅导**');
  return (
    <Form layout="vertical">
      <Form.Item label="富文本（图片上传）">
        <RichTextField placeholder="输入正文，可插入图片" />
      </Form.Item>
      <Form.Item label="Markdown">
        <MarkdownEditor value={markdown} onChange={setMarkdown} />
      </Form.Item>
      <Form.Item label="代码编辑器">
        <Select
          aria-label="语言"
          value={mode}
          style={{ width: 160, marginBottom: 8 }}
          options={CODE_MODES.map((m) => ({ value: m, label: m }))}
          onChange={(next: CodeMode) => {
            setMode(next);
            setCode(SAMPLES[next] ?? '');
          }}
        />
        <CodeEditor mode={mode} value={code} onChange={setCode} height={200} />
      </Form.Item>
    </Form>
  );
}
