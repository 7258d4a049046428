import { useQueryClient } from '@tanstack/react-query';
import { careerMappingRoutes, HOLLAND_AREAS, type HollandMapping } from '@xinmiao/shared';
import { Button, Card, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useAccess } from '../../../access/access-store.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { MappingFormModal } from './MappingFormModal.tsx';
import { VisibilityCard } from './VisibilityCard.tsx';

const MAPPINGS_KEY = ['career', 'mappings'] as const;

const tagList = (values: string[]) => (
  <Space wrap size={[4, 4]}>
    {values.map((v) => (
      <Tag key={v}>{v}</Tag>
    ))}
  </Space>
);

/** 专业职业对照: what each Holland area suggests in this school's career reports (six fixed rows). */
export function MappingsPage() {
  const list = useListPage(careerMappingRoutes.list, { queryKey: MAPPINGS_KEY });
  const [editing, setEditing] = useState<HollandMapping | null>(null);
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const saved = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: MAPPINGS_KEY });
  };
  const columns: TableColumnsType<HollandMapping> = [
    {
      title: '兴趣类型',
      dataIndex: 'letter',
      width: 130,
      render: (letter: HollandMapping['letter']) => `${HOLLAND_AREAS[letter]}（${letter}）`,
    },
    { title: '专业门类', dataIndex: 'majorFamilies', render: tagList },
    { title: '职业大类', dataIndex: 'occupationFamilies', render: tagList },
    { title: '说明', dataIndex: 'description', width: 200 },
    ...(can('career:mapping:edit')
      ? [
          {
            title: '操作',
            key: 'action',
            width: 80,
            render: (_: unknown, row: HollandMapping) => (
              <Button type="link" onClick={() => setEditing(row)}>
                编辑
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card variant="borderless">
      <VisibilityCard />
      <Table {...list.tableProps} rowKey="id" columns={columns} scroll={{ x: 900 }} />
      <MappingFormModal editing={editing} onClose={() => setEditing(null)} onSaved={saved} />
    </Card>
  );
}
