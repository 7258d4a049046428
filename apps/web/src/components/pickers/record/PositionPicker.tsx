import { positionRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';
import { positionRows } from '../names/name-sources.ts';
import { PickerField } from './PickerField.tsx';
import { RecordSelectModal } from './RecordSelectModal.tsx';

type Position = { id: string; name: string; code: string; postRank_dictText?: string };

type Props = { value?: string; onChange?: (value: string | undefined) => void; multiple?: boolean };

/** Positions by code (spec §3 Position: name, code, rank text). */
export function PositionPicker({ value, onChange, multiple = false }: Props) {
  return (
    <PickerField<Position>
      value={value}
      onChange={onChange}
      keyOf={(p) => p.code}
      textOf={(p) => p.name}
      source={positionRows}
      placeholder="请选择职务"
      dialog={({ open, selected, close, choose }) => (
        <RecordSelectModal<Position>
          open={open}
          title="选择职务"
          queryKey="picker-positions"
          searchPlaceholder="职务名称"
          multiple={multiple}
          selected={selected}
          label={(p) => p.name}
          columns={[
            { title: '职务名称', dataIndex: 'name' },
            { title: '职务编码', dataIndex: 'code' },
            { title: '职级', dataIndex: 'postRank_dictText' },
          ]}
          fetchPage={(keyword, pageNo, pageSize) =>
            api(positionRoutes.list, {
              query: { pageNo, pageSize, ...(keyword ? { name: `*${keyword}*` } : {}) },
            })
          }
          onCancel={close}
          onOk={choose}
        />
      )}
    />
  );
}
