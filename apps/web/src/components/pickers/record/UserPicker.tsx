import { userRoutes } from '@xinmiao/shared';
import { Tree } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/client.ts';
import { useDepartTree } from '../depart/use-depart-tree.ts';
import { userRows } from '../names/name-sources.ts';
import { PickerField } from './PickerField.tsx';
import { RecordSelectModal } from './RecordSelectModal.tsx';

type User = { id: string; username: string; realname: string; sex_dictText?: string; phone: string | null };

type Props = { value?: string; onChange?: (value: string | undefined) => void; multiple?: boolean };

function DepartAside({ onSelect }: { onSelect: (departId: string | undefined) => void }) {
  const tree = useDepartTree();
  return (
    <Tree
      blockNode
      defaultExpandAll
      treeData={tree.data ?? []}
      onSelect={(keys) => onSelect(keys[0] === undefined ? undefined : String(keys[0]))}
    />
  );
}

/** Users by username (spec §3: returns id and username, shows realname), picked per department. */
export function UserPicker({ value, onChange, multiple = true }: Props) {
  const [departId, setDepartId] = useState<string | undefined>();
  return (
    <PickerField<User>
      value={value}
      onChange={onChange}
      keyOf={(u) => u.username}
      textOf={(u) => u.realname}
      source={userRows}
      placeholder="请选择用户"
      dialog={({ open, selected, close, choose }) => (
        <RecordSelectModal<User>
          open={open}
          title="选择用户"
          width={1250}
          queryKey="picker-users"
          scope={departId}
          searchPlaceholder="账号"
          multiple={multiple}
          selected={selected}
          label={(u) => `${u.realname}（${u.username}）`}
          aside={<DepartAside onSelect={setDepartId} />}
          columns={[
            { title: '账号', dataIndex: 'username' },
            { title: '姓名', dataIndex: 'realname' },
            { title: '性别', dataIndex: 'sex_dictText' },
            { title: '手机号', dataIndex: 'phone' },
          ]}
          fetchPage={(keyword, pageNo, pageSize) =>
            api(userRoutes.list, {
              query: {
                pageNo,
                pageSize,
                ...(keyword ? { username: `*${keyword}*` } : {}),
                ...(departId ? { departId } : {}),
              },
            })
          }
          onCancel={close}
          onOk={choose}
        />
      )}
    />
  );
}
