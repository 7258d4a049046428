import { roleRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';
import { roleRows } from '../names/name-sources.ts';
import { PickerField } from './PickerField.tsx';
import { RecordSelectModal } from './RecordSelectModal.tsx';

type Role = { id: string; roleName: string; roleCode: string };

type Props = { value?: string; onChange?: (value: string | undefined) => void; multiple?: boolean };

/** Roles by id (spec §3 Role), chosen in a 1200-wide dialog. */
export function RolePicker({ value, onChange, multiple = true }: Props) {
  return (
    <PickerField<Role>
      value={value}
      onChange={onChange}
      keyOf={(r) => r.id}
      textOf={(r) => r.roleName}
      source={roleRows}
      placeholder="请选择角色"
      dialog={({ open, selected, close, choose }) => (
        <RecordSelectModal<Role>
          open={open}
          title="选择角色"
          queryKey="picker-roles"
          searchPlaceholder="角色名称"
          multiple={multiple}
          selected={selected}
          label={(r) => r.roleName}
          columns={[
            { title: '角色名称', dataIndex: 'roleName' },
            { title: '角色编码', dataIndex: 'roleCode' },
          ]}
          fetchPage={(keyword, pageNo, pageSize) =>
            api(roleRoutes.list, {
              query: { pageNo, pageSize, ...(keyword ? { roleName: `*${keyword}*` } : {}) },
            })
          }
          onCancel={close}
          onOk={choose}
        />
      )}
    />
  );
}
