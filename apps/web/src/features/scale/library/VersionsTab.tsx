import type { ScaleDetail, ScaleVersionInfo } from '@xinmiao/shared';
import { Button, Table, Tag } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { VERSION_SOURCE_LABELS } from './level-labels.ts';
import { useSaveSettings } from './use-save-settings.ts';

/** Built-in, imported and custom versions; the current one is what screening and preview score with. */
export function VersionsTab({ detail, onChanged }: { detail: ScaleDetail; onChanged: () => void }) {
  const { can } = useAccess();
  const save = useSaveSettings(detail, onChanged);
  return (
    <Table<ScaleVersionInfo>
      rowKey="version"
      size="small"
      pagination={false}
      dataSource={detail.versions}
      columns={[
        {
          title: '版本',
          dataIndex: 'version',
          render: (v: string, r) => (
            <>
              {v} {r.current && <Tag color="blue">当前</Tag>}
            </>
          ),
        },
        {
          title: '来源',
          dataIndex: 'source',
          width: 100,
          render: (s: ScaleVersionInfo['source']) => VERSION_SOURCE_LABELS[s],
        },
        { title: '基于版本', dataIndex: 'baseVersion', width: 100, render: (v: string | null) => v ?? '—' },
        { title: '说明', dataIndex: 'note', render: (v: string | null) => v ?? '—' },
        { title: '创建人', dataIndex: 'createBy', width: 100, render: (v: string | null) => v ?? '—' },
        { title: '创建时间', dataIndex: 'createTime', width: 170, render: (v: string | null) => v ?? '—' },
        {
          title: '操作',
          key: 'action',
          width: 120,
          render: (_, r) =>
            !r.current &&
            can('scale:library:edit') && (
              <Button
                type="link"
                size="small"
                loading={save.isPending && save.variables?.pinnedVersion === r.version}
                onClick={() => save.mutate({ pinnedVersion: r.version })}
              >
                设为当前版本
              </Button>
            ),
        },
      ]}
    />
  );
}
