import { useQuery } from '@tanstack/react-query';
import { type RelaxAudio, relaxRoutes } from '@xinmiao/shared';
import { App, Button, Form, Input, InputNumber, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../access/access-store.ts';
import { API_BASE, api } from '../../api/client.ts';
import { AddButton } from '../../components/list/AddButton.tsx';
import { useRecordDialog } from '../../components/list/use-record-dialog.ts';
import { useCaptionsUrl } from '../../components/media/captions.ts';
import { RecordFormModal } from '../../components/RecordFormModal.tsx';
import { FileUpload } from '../../components/upload/FileUpload.tsx';

export const AUDIO_KEY = ['relax', 'audio'];
type AudioForm = {
  title: string;
  description: string;
  fileKey: string;
  durationSec: number;
  sortNo: number;
  published: boolean;
  transcript: string;
};

/** The console's trial listen, with the captions track made from the transcript. */
function Listen({ src, audio }: { src: string; audio: RelaxAudio }) {
  const captions = useCaptionsUrl(audio.transcript, audio.durationSec);
  return (
    <audio controls autoPlay src={src} style={{ height: 32 }} aria-label={audio.title}>
      <track kind="captions" src={captions} srcLang="zh" label="文字稿" default />
    </audio>
  );
}

/** Relaxation audio: uploaded through the file service (bytes checked against the extension), published or not. */
export function AudioTab() {
  const audios = useQuery({ queryKey: AUDIO_KEY, queryFn: () => api(relaxRoutes.audioList) });
  const records = useRecordDialog<RelaxAudio>({
    queryKey: AUDIO_KEY,
    remove: (row) => api(relaxRoutes.audioDelete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const editable = can('relax:content:edit');
  const [playing, setPlaying] = useState<{ id: string; src: string } | null>(null);
  const { message } = App.useApp();
  const listen = (row: RelaxAudio) =>
    api(relaxRoutes.audioLink, { query: { id: row.id } })
      .then((link) => setPlaying({ id: row.id, src: `${API_BASE}${link.path}` }))
      .catch((error: unknown) => message.error(error instanceof Error ? error.message : '试听失败'));
  return (
    <>
      <AddButton permission="relax:content:edit" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table
        rowKey="id"
        loading={audios.isLoading}
        dataSource={audios.data ?? []}
        pagination={false}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '简介', dataIndex: 'description', ellipsis: true },
          {
            title: '文件',
            dataIndex: 'fileName',
            render: (name: string | null, row) => (
              <Space>
                {name ?? '—'}
                {row.demo && <Tag>示例（系统合成）</Tag>}
              </Space>
            ),
          },
          { title: '时长（秒）', dataIndex: 'durationSec', width: 100 },
          {
            title: '状态',
            dataIndex: 'published',
            width: 90,
            render: (on: boolean) => (on ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            width: 320,
            render: (_: unknown, row) => (
              <Space>
                {playing?.id === row.id ? (
                  <Listen src={playing.src} audio={row} />
                ) : (
                  <Button size="small" onClick={() => void listen(row)}>
                    试听
                  </Button>
                )}
                {editable && (
                  <>
                    <Button size="small" type="link" onClick={() => records.edit(row)}>
                      编辑
                    </Button>
                    <Button size="small" type="link" danger onClick={() => records.remove(row)}>
                      删除
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <RecordFormModal<AudioForm>
        {...records.dialog}
        title={records.dialog.editing ? '编辑音频' : '添加音频'}
        initialValues={() => {
          const e = records.dialog.editing;
          return e
            ? {
                title: e.title,
                description: e.description,
                durationSec: e.durationSec,
                sortNo: e.sortNo,
                published: e.published,
                transcript: e.transcript,
              }
            : { title: '', description: '', durationSec: 0, sortNo: 0, published: false, transcript: '' };
        }}
        save={({ fileKey, ...values }) => {
          const editing = records.dialog.editing;
          return editing
            ? api(relaxRoutes.audioEdit, {
                body: { ...values, id: editing.id, ...(fileKey ? { fileKey } : {}) },
              })
            : api(relaxRoutes.audioAdd, { body: { ...values, fileKey } });
        }}
        layout="vertical"
        cancelText="取消"
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请输入标题' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="description" label="简介">
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item
          name="fileKey"
          label="音频文件（mp3、wav、ogg、m4a，5 MB 以内）"
          rules={records.dialog.editing ? [] : [{ required: true, message: '请上传音频文件' }]}
        >
          <FileUpload biz="relax" />
        </Form.Item>
        <Form.Item name="transcript" label="文字稿（字幕，每行一句；无人声的音频写明声音内容）">
          <Input.TextArea maxLength={20_000} rows={3} />
        </Form.Item>
        <Space>
          <Form.Item name="durationSec" label="时长（秒）">
            <InputNumber min={0} max={86_400} />
          </Form.Item>
          <Form.Item name="sortNo" label="排序">
            <InputNumber min={0} max={9999} />
          </Form.Item>
          <Form.Item name="published" label="发布" valuePropName="checked">
            <Switch />
          </Form.Item>
        </Space>
      </RecordFormModal>
    </>
  );
}
