import { useQuery } from '@tanstack/react-query';
import { type Staff, type StructureNode, staffRoutes, structureRoutes, studentRoutes } from '@xinmiao/shared';
import { App, Form, Modal, Select, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { useSaving } from '../../../components/use-saving.ts';

type TreeOption = { value: string; title: string; children?: TreeOption[] };
const asTree = (nodes: readonly StructureNode[]): TreeOption[] =>
  nodes
    .filter((n) => n.kind !== null)
    .map((n) => ({
      value: n.id,
      title: n.name,
      children: asTree(n.children ?? []),
      disabled: n.kind === 'school',
    }));

/**
 * 分配负责范围: the classes (班主任) or colleges (辅导员) a person covers, and a consultant's
 * caseload. The roles' data scopes turn these into what each one may see.
 */
export function ScopeModal({ staff, onClose }: { staff: Staff | null; onClose: () => void }) {
  const [form] = Form.useForm<{ departIds: string[]; studentIds: string[] }>();
  const { saving, whileSaving } = useSaving();
  const { message } = App.useApp();
  const tree = useQuery({
    queryKey: ['school', 'structure'],
    queryFn: () => api(structureRoutes.tree),
    enabled: !!staff,
  });
  const scope = useQuery({
    queryKey: ['school', 'scope', staff?.id],
    queryFn: () => api(staffRoutes.scope, { query: { id: staff?.id ?? '' } }),
    enabled: !!staff,
  });
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['school', 'scope', 'students', keyword],
    queryFn: () => api(studentRoutes.list, { query: { pageNo: 1, pageSize: 20, studentNo: `*${keyword}*` } }),
    enabled: !!staff && keyword.trim() !== '',
  });
  const studentOptions = new Map(
    [...(scope.data?.caseload ?? []), ...(found.data?.records ?? [])].map((c) => [
      c.id,
      { value: c.id, label: `${c.name}（${c.studentNo}）` },
    ]),
  );
  useEffect(() => {
    if (scope.data) {
      form.setFieldsValue({
        departIds: scope.data.departIds,
        studentIds: scope.data.caseload.map((c) => c.id),
      });
    }
  }, [scope.data, form]);
  return (
    <Modal
      title={`负责范围：${staff?.name ?? ''}`}
      open={staff !== null}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          whileSaving(async () => {
            const reply = await api(staffRoutes.saveScope, {
              body: {
                id: staff?.id ?? '',
                departIds: values.departIds ?? [],
                studentIds: values.studentIds ?? [],
              },
            });
            if (typeof reply === 'string') message.success(reply);
            onClose();
          })
        }
      >
        <Form.Item name="departIds" label="负责的院系 / 年级 / 班级">
          <TreeSelect
            treeData={asTree(tree.data ?? [])}
            multiple
            treeDefaultExpandAll
            allowClear
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item name="studentIds" label="个案学生（咨询师）">
          <Select
            mode="multiple"
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            options={[...studentOptions.values()]}
            placeholder="输入学号查找学生"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
