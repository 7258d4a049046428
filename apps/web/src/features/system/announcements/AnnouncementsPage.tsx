import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_CATEGORIES, type Announcement, announcementRoutes } from '@xinmiao/shared';
import { App, Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../app/error-display.ts';
import { ListTable } from '../../../components/list/ListTable.tsx';
import { SearchForm } from '../../../components/list/SearchForm.tsx';
import { useListState } from '../../../components/list/use-list-state.ts';
import { AnnouncementFormModal } from './AnnouncementFormModal.tsx';
import { announcementColumns, tableScrollX } from './announcement-columns.tsx';

type Filters = { titile: string; msgCategory: '' | '1' | '2' };
const EMPTY: Filters = { titile: '', msgCategory: '' };

/** 系统通告: list, add/edit, release (pushes over the websocket), revoke and delete. */
export function AnnouncementsPage() {
  const list = useListState<Filters>(EMPTY);
  const [modal, setModal] = useState<{ editing: Announcement | null } | null>(null);
  const { can } = useAccess();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const page = useQuery({
    queryKey: ['announcements', list.state],
    queryFn: () =>
      api(announcementRoutes.list, {
        query: {
          pageNo: list.state.pageNo,
          pageSize: list.state.pageSize,
          titile: list.state.filters.titile ? `*${list.state.filters.titile}*` : undefined,
          msgCategory: list.state.filters.msgCategory || undefined,
        },
      }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['announcements'] });
  const run = (call: () => Promise<unknown>, removed = 0) =>
    call()
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        if (removed) list.afterDelete(page.data?.total ?? 0, removed);
        return reload();
      })
      .catch(reportError);

  const columns = announcementColumns({
    can,
    edit: (row) => setModal({ editing: row }),
    release: (row) => run(() => api(announcementRoutes.release, { query: { id: row.id } })),
    revoke: (row) => run(() => api(announcementRoutes.revoke, { query: { id: row.id } })),
    remove: (row) => run(() => api(announcementRoutes.delete, { query: { id: row.id } }), 1),
  });

  return (
    <Card variant="borderless">
      <SearchForm
        empty={EMPTY}
        onSearch={(values) => list.search({ ...values, titile: values.titile.trim() })}
        onReset={list.reset}
      >
        <Form.Item name="titile" label="标题">
          <Input allowClear placeholder="请输入标题" />
        </Form.Item>
        <Form.Item name="msgCategory" label="消息类型">
          <Select
            style={{ width: 140 }}
            options={[
              { value: '', label: '全部' },
              ...Object.entries(ANNOUNCEMENT_CATEGORIES).map(([value, label]) => ({ value, label })),
            ]}
          />
        </Form.Item>
      </SearchForm>
      {can('system:announcement:add') && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginBottom: 16 }}
          onClick={() => setModal({ editing: null })}
        >
          新增
        </Button>
      )}
      <ListTable
        list={list}
        columns={columns}
        records={page.data?.records ?? []}
        total={page.data?.total ?? 0}
        loading={page.isFetching}
        scrollX={tableScrollX(columns)}
      />
      <AnnouncementFormModal
        open={modal !== null}
        editing={modal?.editing ?? null}
        onClose={() => setModal(null)}
        onSaved={() => {
          setModal(null);
          void reload();
        }}
      />
    </Card>
  );
}
