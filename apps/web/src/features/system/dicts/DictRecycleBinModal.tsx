import { useQuery, useQueryClient } from '@tanstack/react-query';
import { dictRoutes, type SysDict } from '@xinmiao/shared';
import { App, Button, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { api } from '../../../api/client.ts';
import { reportError } from '../../../api/error-display.ts';

const BIN_KEY = ['dict-recycle-bin'];

/** 回收站 (JeecgBoot's DictDeleteList): deleted dictionaries, 取回 or 彻底删除 one by one. */
export function DictRecycleBinModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const deleted = useQuery({
    queryKey: BIN_KEY,
    queryFn: () => api(dictRoutes.recycleList, {}),
    enabled: open,
  });

  const act = (run: Promise<unknown>) =>
    run
      .then((reply) => {
        message.success(typeof reply === 'string' ? reply : '操作成功!');
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: BIN_KEY }),
          queryClient.invalidateQueries({ queryKey: ['dicts'] }),
        ]);
      })
      .catch(reportError);

  const columns: TableColumnsType<SysDict> = [
    { title: '字典名称', dataIndex: 'dictName', width: 200 },
    { title: '字典编号', dataIndex: 'dictCode', width: 200 },
    { title: '描述', dataIndex: 'description', ellipsis: true },
    {
      title: '操作',
      key: 'action',
      width: 160,
      render: (_v, row) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            onClick={() => act(api(dictRoutes.restore, { params: { id: row.id } }))}
          >
            取回
          </Button>
          <Popconfirm
            title="彻底删除后无法恢复，确定删除吗?"
            onConfirm={() => act(api(dictRoutes.deletePhysic, { params: { id: row.id } }))}
          >
            <Button type="link" size="small" danger>
              彻底删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Modal title="字典回收站" open={open} width={900} onCancel={onClose} footer={null} destroyOnHidden>
      <Table<SysDict>
        rowKey="id"
        size="small"
        loading={deleted.isFetching}
        dataSource={deleted.data ?? []}
        columns={columns}
        pagination={{ pageSize: 10 }}
      />
    </Modal>
  );
}
