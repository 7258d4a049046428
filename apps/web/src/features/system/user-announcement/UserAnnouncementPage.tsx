import { useQueryClient } from '@tanstack/react-query';
import { announcementRoutes, type MyAnnouncement } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Table } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { NoticeDetailModal } from '../../../layouts/header/NoticeDetailModal.tsx';
import { myAnnouncementColumns } from './my-announcement-columns.tsx';

/** 我的消息 (/isps/userAnnouncement): every announcement sent to the user, read or not. */
export function UserAnnouncementPage() {
  const list = useListPage(announcementRoutes.myList, {
    queryKey: ['notice', 'mine'],
    search: { titile: 'exact' }, // the server matches it in part
    defaultSort: { column: 'sendTime', order: 'desc' },
  });
  const [shown, setShown] = useState<MyAnnouncement | null>(null);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const markRead = async (row: MyAnnouncement, quiet: boolean) => {
    await api(announcementRoutes.markRead, { body: { anntId: row.anntId } });
    await queryClient.invalidateQueries({ queryKey: ['notice'] });
    if (!quiet) message.success('已标记为已读');
  };
  const readAll = async () => {
    const reply = await api(announcementRoutes.readAll);
    await api(announcementRoutes.syncNotic, { query: {} });
    await queryClient.invalidateQueries({ queryKey: ['notice'] });
    message.success(reply);
  };
  const view = (row: MyAnnouncement) => {
    setShown(row);
    if (row.readFlag === '0') markRead(row, true).catch(reportError);
  };
  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="titile" label="标题">
          <Input allowClear placeholder="请输入标题" />
        </Form.Item>
      </ListSearchForm>
      <Button style={{ marginBottom: 16 }} onClick={() => readAll().catch(reportError)}>
        全部标记已读
      </Button>
      <Table
        {...list.tableProps}
        columns={myAnnouncementColumns(view, (row) => markRead(row, false).catch(reportError))}
      />
      <NoticeDetailModal notice={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
