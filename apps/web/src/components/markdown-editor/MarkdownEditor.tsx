import { PictureOutlined } from '@ant-design/icons';
import { App, Button, Col, Row, Upload } from 'antd';
import { useState } from 'react';
import Markdown, { defaultUrlTransform } from 'react-markdown';
import { reportError } from '../../api/error-display.ts';
import { uploadFile } from '../../api/upload.ts';
import { CodeEditor } from '../code-editor/CodeEditor.tsx';
import { isImageFile, UPLOAD_MESSAGES } from '../upload/upload-value.ts';
import { imageMarkdown, previewUrl } from './markdown-images.ts';

type Props = { value?: string; onChange?: (value: string) => void; height?: number };

/** Markdown source with a live preview; 插入图片 uploads one image (spec §9: 300 px, one image). */
export function MarkdownEditor({ value = '', onChange, height = 300 }: Props) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  return (
    <div>
      <Upload
        accept="image/*"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(file) => {
          if (!isImageFile(file)) {
            message.warning(UPLOAD_MESSAGES.notImage);
            return Upload.LIST_IGNORE;
          }
          setUploading(true);
          uploadFile(file, 'jeditor')
            .then((path) =>
              onChange?.(
                `${value}${value.endsWith('\n') || !value ? '' : '\n'}${imageMarkdown(file.name, path)}\n`,
              ),
            )
            .catch((error: unknown) => {
              message.error(UPLOAD_MESSAGES.failed(file.name));
              reportError(error);
            })
            .finally(() => setUploading(false));
          return false;
        }}
      >
        <Button size="small" icon={<PictureOutlined />} loading={uploading} style={{ marginBottom: 8 }}>
          插入图片
        </Button>
      </Upload>
      <Row gutter={8}>
        <Col xs={24} md={12}>
          <CodeEditor mode="markdown" value={value} onChange={onChange} height={height} />
        </Col>
        <Col xs={24} md={12}>
          <div
            data-testid="markdown-preview"
            style={{ height, overflow: 'auto', border: '1px solid #f0f0f0', padding: '0 12px' }}
          >
            <Markdown urlTransform={(url) => previewUrl(defaultUrlTransform(url))}>{value}</Markdown>
          </div>
        </Col>
      </Row>
    </div>
  );
}
