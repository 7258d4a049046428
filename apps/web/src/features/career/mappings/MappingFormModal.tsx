import { careerMappingRoutes, HOLLAND_AREAS, type HollandMapping } from '@xinmiao/shared';
import { Form, Input, Select } from 'antd';
import { api } from '../../../api/client.ts';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';

type Values = { majorFamilies: string[]; occupationFamilies: string[]; description?: string };

const familySelect = (placeholder: string) => (
  <Select mode="tags" tokenSeparators={['、', '，', ',']} placeholder={placeholder} open={false} />
);

/** 编辑 what one Holland area suggests: majors and occupation families, typed as tags. */
export function MappingFormModal({
  editing,
  onClose,
  onSaved,
}: {
  editing: HollandMapping | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <RecordFormModal<Values>
      editing={editing}
      open={editing !== null}
      title={editing ? `编辑 ${HOLLAND_AREAS[editing.letter]}（${editing.letter}）` : undefined}
      initialValues={() => ({
        majorFamilies: editing?.majorFamilies ?? [],
        occupationFamilies: editing?.occupationFamilies ?? [],
        description: editing?.description ?? '',
      })}
      save={(values) =>
        api(careerMappingRoutes.edit, {
          body: { ...values, id: editing?.id ?? '', description: values.description ?? null },
        })
      }
      onClose={onClose}
      onSaved={onSaved}
    >
      <Form.Item name="majorFamilies" label="专业门类" extra="本科专业目录的学科门类或专业类，回车或顿号分隔">
        {familySelect('如 工学、设计学类')}
      </Form.Item>
      <Form.Item name="occupationFamilies" label="职业大类" extra="职业分类大典的大类或中类">
        {familySelect('如 专业技术人员')}
      </Form.Item>
      <Form.Item name="description" label="说明">
        <Input.TextArea maxLength={500} rows={2} />
      </Form.Item>
    </RecordFormModal>
  );
}
