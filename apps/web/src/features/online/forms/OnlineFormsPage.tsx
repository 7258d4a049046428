import { type OnlineForm, onlineFormRoutes } from '@xinmiao/shared';
import { Card, Form, Input, Table } from 'antd';
import { useRef, useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { AddButton } from '../../../components/list/AddButton.tsx';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { useRecordDialog } from '../../../components/list/use-record-dialog.ts';
import { EnhanceModal } from '../enhance/EnhanceModal.tsx';
import { onlineFormColumns } from './columns.tsx';
import { FormDataDrawer } from './FormDataDrawer.tsx';
import { OnlineFormModal } from './OnlineFormModal.tsx';
import { reloadFormAccess } from './reload-form-access.ts';

/** 表单开发: the school's online forms; Xinmiao keeps each form's table, 数据 opens its rows. */
export function OnlineFormsPage() {
  const list = useListPage(onlineFormRoutes.list, { queryKey: ['online-forms'], search: { name: 'like' } });
  const typedName = useRef('');
  const records = useRecordDialog<OnlineForm>({
    queryKey: ['online-forms'],
    list,
    remove: (row) =>
      api(onlineFormRoutes.delete, {
        query: { id: row.id, confirmName: typedName.current.trim() || undefined },
      }).then(reloadFormAccess),
  });
  const [dataOf, setDataOf] = useState<OnlineForm | null>(null);
  const [enhanceOf, setEnhanceOf] = useState<OnlineForm | null>(null);
  const { can } = useAccess();
  const columns = onlineFormColumns({
    can,
    edit: records.edit,
    remove: records.remove,
    openData: setDataOf,
    openEnhance: setEnhanceOf,
    typedName,
  });

  return (
    <Card variant="borderless">
      <ListSearchForm list={list}>
        <Form.Item name="name" label="表单名称">
          <Input allowClear placeholder="请输入表单名称" />
        </Form.Item>
      </ListSearchForm>
      <AddButton permission="online:form:add" style={{ marginBottom: 16 }} onClick={records.create} />
      <Table {...list.tableProps} columns={columns} scroll={{ x: 900 }} />
      <OnlineFormModal {...records.dialog} />
      {dataOf ? <FormDataDrawer form={dataOf} onClose={() => setDataOf(null)} /> : null}
      {enhanceOf ? <EnhanceModal form={enhanceOf} onClose={() => setEnhanceOf(null)} /> : null}
    </Card>
  );
}
