import { useQuery } from '@tanstack/react-query';
import { type RelaxArticle, relaxRoutes } from '@xinmiao/shared';
import { Button, Form, Input, Space, Switch, Table, Tag } from 'antd';
import { useAccess } from '../../access/access-store.ts';
import { api } from '../../api/client.ts';
import { AddButton } from '../../components/list/AddButton.tsx';
import { useRecordDialog } from '../../components/list/use-record-dialog.ts';
import { RecordFormModal } from '../../components/RecordFormModal.tsx';
import { RichTextField } from '../../components/rich-text/RichTextField.tsx';

const ARTICLE_KEY = ['relax', 'article'];
type ArticleForm = { title: string; summary: string; body: string; published: boolean };

/** Articles for the 减压星球 reader: rich text (sanitized by the server), draft or published. */
export function ArticleTab() {
  const articles = useQuery({ queryKey: ARTICLE_KEY, queryFn: () => api(relaxRoutes.articleList) });
  const records = useRecordDialog<RelaxArticle>({
    queryKey: ARTICLE_KEY,
    remove: (row) => api(relaxRoutes.articleDelete, { query: { id: row.id } }),
  });
  const { can } = useAccess();
  const editable = can('relax:content:edit');
  return (
    <>
      <AddButton permission="relax:content:edit" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table
        rowKey="id"
        loading={articles.isLoading}
        dataSource={articles.data ?? []}
        pagination={false}
        columns={[
          { title: '标题', dataIndex: 'title' },
          { title: '摘要', dataIndex: 'summary', ellipsis: true },
          {
            title: '状态',
            dataIndex: 'published',
            width: 90,
            render: (on: boolean) => (on ? <Tag color="green">已发布</Tag> : <Tag>草稿</Tag>),
          },
          { title: '发布时间', dataIndex: 'publishTime', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_: unknown, row) =>
              editable && (
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
      <RecordFormModal<ArticleForm>
        {...records.dialog}
        title={records.dialog.editing ? '编辑文章' : '添加文章'}
        width={820}
        initialValues={() => {
          const e = records.dialog.editing;
          return e
            ? { title: e.title, summary: e.summary, body: e.body, published: e.published }
            : { title: '', summary: '', body: '', published: false };
        }}
        save={(values) => {
          const editing = records.dialog.editing;
          return editing
            ? api(relaxRoutes.articleEdit, { body: { ...values, id: editing.id } })
            : api(relaxRoutes.articleAdd, { body: values });
        }}
        layout="vertical"
        cancelText="取消"
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请输入标题' }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="summary" label="摘要">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="body" label="正文" extra="保存时服务器会去掉脚本和不安全的内容。">
          <RichTextField />
        </Form.Item>
        <Form.Item name="published" label="发布" valuePropName="checked">
          <Switch />
        </Form.Item>
      </RecordFormModal>
    </>
  );
}
