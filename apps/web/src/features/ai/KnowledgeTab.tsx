import { useQuery } from '@tanstack/react-query';
import { type AiKnowledge, aiRoutes } from '@xinmiao/shared';
import { Button, Form, Input, Space, Switch, Table, Tag } from 'antd';
import { api } from '../../api/client.ts';
import { AddButton } from '../../components/list/AddButton.tsx';
import { useRecordDialog } from '../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../components/RecordFormModal.tsx';

const KNOWLEDGE_KEY = ['ai', 'knowledge'];
type KnowledgeForm = { title: string; answer: string; enabled: boolean };

/** 知识库: the school's own questions and answers, quoted by the assistant before the built-in ones. */
export function KnowledgeTab() {
  const entries = useQuery({ queryKey: KNOWLEDGE_KEY, queryFn: () => api(aiRoutes.knowledgeAll) });
  const records = useRecordDialog<AiKnowledge>({
    queryKey: KNOWLEDGE_KEY,
    remove: (row) => api(aiRoutes.knowledgeDelete, { query: { id: row.id } }),
  });
  return (
    <>
      <AddButton permission="ai:knowledge:edit" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table
        rowKey="id"
        loading={entries.isLoading}
        dataSource={entries.data ?? []}
        pagination={{ pageSize: 20 }}
        scroll={{ x: 720 }}
        columns={[
          { title: '问题', dataIndex: 'title', width: 220 },
          { title: '回答', dataIndex: 'answer', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'enabled',
            width: 90,
            render: (on: boolean) => (on ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>),
          },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_: unknown, row) => (
              <Space>
                <Button size="small" type="link" onClick={() => records.edit(row)}>
                  编辑
                </Button>
                <Button size="small" type="link" danger onClick={() => records.remove(row)}>
                  删除
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <RecordFormModal<KnowledgeForm>
        {...records.dialog}
        title={records.dialog.editing ? '编辑条目' : '添加条目'}
        initialValues={() => {
          const e = records.dialog.editing;
          return e
            ? { title: e.title, answer: e.answer, enabled: e.enabled }
            : { title: '', answer: '', enabled: true };
        }}
        save={(values) => {
          const editing = records.dialog.editing;
          return editing
            ? api(aiRoutes.knowledgeEdit, { body: { ...values, id: editing.id } })
            : api(aiRoutes.knowledgeAdd, { body: values });
        }}
        layout="vertical"
        cancelText="取消"
      >
        <Form.Item name="title" label="问题" rules={[{ required: true, message: '请输入问题' }]}>
          <Input maxLength={100} placeholder="例如：心理中心在哪里" />
        </Form.Item>
        <Form.Item
          name="answer"
          label="回答"
          rules={[{ required: true, message: '请输入回答' }]}
          extra="学生和老师提问时，AI 助手会原样引用这段回答并注明出处。"
        >
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 4, maxRows: 10 }} />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </RecordFormModal>
    </>
  );
}
