import { useQuery, useQueryClient } from '@tanstack/react-query';
import { announcementRoutes, type MyAnnouncement } from '@xinmiao/shared';
import { App, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { SearchButtons } from '../../../components/list/SearchButtons.tsx';
import { useListState } from '../../../components/list/use-list-state.ts';
import { NoticeDetailModal } from '../../../layouts/header/NoticeDetailModal.tsx';
import { myAnnouncementColumns } from './my-announcement-columns.tsx';

type Filters = { titile: string };

/** 我的消息 (/isps/userAnnouncement): every announcement sent to the user, read or not. */
export function UserAnnouncementPage() {
  const list = useListState<Filters>({ titile: '' });
  const [form] = Form.useForm<Filters>();
  const [shown, setShown] = useState<MyAnnouncement | null>(null);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: ['notice', 'mine', list.state],
    queryFn: () =>
      api(announcementRoutes.myList, {
        query: {
          pageNo: list.state.pageNo,
          pageSize: list.state.pageSize,
          titile: list.state.filters.titile || undefined,
        },
      }),
  });
  const markRead = async (row: MyAnnouncement, quiet: boolean) => {
    await api(announcementRoutes.markRead, { body: { anntId: row.id } });
    await queryClient.invalidateQueries({ queryKey: ['notice'] });
    if (!quiet) message.success('已标记为已读');
  };
  const view = (row: MyAnnouncement) => {
    setShown(row);
    if (row.readFlag === '0') markRead(row, true).catch(reportError);
  };
  return (
    <Card variant="borderless">
      <Form<Filters>
        form={form}
        layout="inline"
        initialValues={{ titile: '' }}
        onFinish={(values) => list.search({ titile: values.titile?.trim() ?? '' })}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="titile" label="标题">
          <Input allowClear placeholder="请输入标题" />
        </Form.Item>
        <SearchButtons form={form} onReset={list.reset} />
      </Form>
      <ListTable
        list={list}
        columns={myAnnouncementColumns(view, (row) => markRead(row, false).catch(reportError))}
        records={page.data?.records ?? []}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
      />
      <NoticeDetailModal notice={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
