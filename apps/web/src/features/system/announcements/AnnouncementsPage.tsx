import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_CATEGORIES, type AnnouncementRow, announcementRoutes } from '@xinmiao/shared';
import { Button, Card, Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useChange } from '../../../components/list/use-change.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { AnnouncementFormModal } from './AnnouncementFormModal.tsx';
import { announcementColumns, tableScrollX } from './announcement-columns.tsx';

/** 系统通告: list, add/edit, release (pushes over the websocket), revoke and delete. */
export function AnnouncementsPage() {
  const list = useListPage(announcementRoutes.list, {
    queryKey: ['announcements'],
    search: { titile: 'like', msgCategory: 'exact' },
  });
  const [modal, setModal] = useState<{ editing: AnnouncementRow | null } | null>(null);
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['announcements'] });
  const change = useChange(['announcements']);

  const columns = announcementColumns({
    edit: (row) => setModal({ editing: row }),
    release: (row) => change(() => api(announcementRoutes.release, { query: { id: row.id } })),
    revoke: (row) => change(() => api(announcementRoutes.revoke, { query: { id: row.id } })),
    remove: (row) =>
      change(
        () => api(announcementRoutes.delete, { query: { id: row.id } }),
        () => list.afterDelete(1),
      ),
  });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
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
      </ListSearchForm>
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
      <Table {...list.tableProps} columns={columns} scroll={{ x: tableScrollX(columns) }} />
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
