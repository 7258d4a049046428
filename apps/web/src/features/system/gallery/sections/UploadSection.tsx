import { Button, Form, Space } from 'antd';
import { useState } from 'react';
import { FileUpload } from '../../../../components/upload/FileUpload.tsx';
import { ImageCell } from '../../../../components/upload/ImageCell.tsx';
import { UploadModal } from '../../../../components/upload/UploadModal.tsx';
import { DemoValue } from './DemoValue.tsx';

/** Real uploads to /sys/common/upload. */
export default function UploadSection() {
  const [form] = Form.useForm();
  const [popup, setPopup] = useState(false);
  return (
    <Form form={form} layout="vertical">
      <Form.Item name="file" label="文件上传（单个，字符串模式）">
        <FileUpload />
      </Form.Item>
      <Form.Item name="files" label="文件上传（多个，保留最后 3 个，对象模式）">
        <FileUpload multiple keep={3} mode="object" />
      </Form.Item>
      <Form.Item name="images" label="图片上传（多张，可左移/右移）" style={{ marginBottom: 40 }}>
        <FileUpload kind="image" multiple />
      </Form.Item>
      <Form.Item name="cell" label="可编辑图片单元格">
        <ImageCell />
      </Form.Item>
      <Space style={{ marginBottom: 16 }}>
        <Button onClick={() => setPopup(true)}>打开文件上传弹窗</Button>
      </Space>
      <UploadModal
        open={popup}
        multiple
        onClose={() => setPopup(false)}
        onOk={(value) => form.setFieldValue('popup', value)}
      />
      <Form.Item name="popup" hidden>
        <input />
      </Form.Item>
      <DemoValue form={form} />
    </Form>
  );
}
