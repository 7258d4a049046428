import { useQuery } from '@tanstack/react-query';
import { userRoutes } from '@xinmiao/shared';
import { App, Modal, Select } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';

/** 添加已有用户: school members found by name, added to the department in one call. */
export function AddMembersModal({
  departId,
  open,
  onClose,
  onAdded,
}: {
  departId: string;
  open: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { message } = App.useApp();
  const { saving, whileSaving } = useSaving();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const found = useQuery({
    queryKey: ['depart-member-candidates', search],
    enabled: open,
    queryFn: () => api(userRoutes.getMultiUser, { query: { realname: search || undefined, pageSize: 50 } }),
  });
  const close = () => {
    setChosen([]);
    setSearch('');
    onClose();
  };
  const submit = () =>
    whileSaving(async () => {
      const reply = await api(userRoutes.editSysDepartWithUser, {
        body: { depId: departId, userIdList: chosen },
      });
      message.success(typeof reply === 'string' ? reply : '添加成功!');
      close();
      onAdded();
    });
  return (
    <Modal
      title="添加已有用户"
      open={open}
      onCancel={close}
      onOk={submit}
      okButtonProps={{ disabled: !chosen.length }}
      confirmLoading={saving}
      okText="确定"
      cancelText="关闭"
      destroyOnHidden
    >
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        placeholder="输入姓名搜索用户"
        showSearch={{ filterOption: false, onSearch: (value) => setSearch(value.trim()) }}
        loading={found.isFetching}
        value={chosen}
        onChange={setChosen}
        options={(found.data ?? []).map((u) => ({ value: u.id, label: `${u.realname}（${u.username}）` }))}
      />
    </Modal>
  );
}
