import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  STRUCTURE_LEVELS,
  type StructureLevel,
  type StructureNode,
  structureRoutes,
  UNIT_KINDS,
  type UnitKind,
} from '@xinmiao/shared';
import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { api } from '../../../api/client.ts';
import { rowActionsColumns } from '../../../components/list/row-actions-column.tsx';
import { useChange } from '../../../components/list/use-change.ts';
import { childKinds, LEVEL_OF, prune } from './structure-tree.ts';
import { type UnitDraft, UnitFormModal } from './UnitFormModal.tsx';

/** 学院管理 / 年级管理 / 班级管理: one tree of the school, each page adding and editing its own level. */
export function StructurePage({ level }: { level: StructureLevel }) {
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: ['school', 'structure'], queryFn: () => api(structureRoutes.tree) });
  const [draft, setDraft] = useState<UnitDraft | null>(null);
  const resource = STRUCTURE_LEVELS[level].resource;
  const reload = () => queryClient.invalidateQueries({ queryKey: ['school'] });
  const change = useChange(['school']);
  const remove = (node: StructureNode) =>
    change(() => api(structureRoutes[level].delete, { query: { id: node.id } }));

  return (
    <Card variant="borderless">
      {/* Mounted with its data: antd expands all rows only for the rows it starts with. */}
      {tree.data && (
        <Table<StructureNode>
          rowKey="id"
          dataSource={prune(tree.data)}
          pagination={false}
          scroll={{ x: 800 }}
          expandable={{ defaultExpandAllRows: true }}
          columns={[
            { title: '名称', dataIndex: 'name' },
            {
              title: '层级',
              dataIndex: 'kind',
              width: 90,
              render: (k: UnitKind | null) => (k ? <Tag>{UNIT_KINDS[k]}</Tag> : null),
            },
            { title: '入学年份', dataIndex: 'enrolYear', width: 100 },
            { title: '宿舍', dataIndex: 'dormitory', width: 160 },
            ...rowActionsColumns<StructureNode>(
              (node) => {
                const addable = childKinds(level, node);
                const own = node.kind !== null && LEVEL_OF[node.kind] === level;
                return [
                  ...(addable.length > 0 && can(`${resource}:add`)
                    ? [
                        {
                          key: 'add',
                          label: '添加下级',
                          onClick: () => setDraft({ level, parentId: node.id, kinds: addable }),
                        },
                      ]
                    : []),
                  ...(own && can(`${resource}:edit`)
                    ? [{ key: 'edit', label: '编辑', onClick: () => setDraft({ level, edit: node }) }]
                    : []),
                  ...(own && can(`${resource}:delete`)
                    ? [
                        {
                          key: 'delete',
                          label: '删除',
                          danger: true,
                          confirm: '确定删除吗?',
                          onClick: () => remove(node),
                        },
                      ]
                    : []),
                ];
              },
              { width: 190 },
            ),
          ]}
        />
      )}
      <UnitFormModal
        draft={draft}
        onClose={() => setDraft(null)}
        onSaved={() => {
          setDraft(null);
          void reload();
        }}
      />
    </Card>
  );
}

export const CollegesPage = () => <StructurePage level="college" />;
export const GradesPage = () => <StructurePage level="grade" />;
export const ClassesPage = () => <StructurePage level="class" />;
