import type { ScaleDetail, ScaleVersionInfo } from '@xinmiao/shared';
import { Button, Table, Tag } from 'antd';
import { useAccess } from '../../../access/access-store.ts';
import { VERSION_SOURCE_LABELS } from './level-labels.ts';
import { useEnableVersion } from './use-enable-version.ts';

/**
 * Built-in, imported and custom versions; the current one is what screening and preview score with.
 * An imported bank arrives 未启用 and is enabled here, after a confirm naming the packages using it.
 */
export function VersionsTab({ detail, onChanged }: { detail: ScaleDetail; onChanged: () => void }) {
  const { can } = useAccess();
  const enable = useEnableVersion(detail, onChanged);
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
              {v} {r.current ? <Tag color="blue">当前</Tag> : r.source === 'import' && <Tag>未启用</Tag>}
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
                loading={enable.pending === r.version}
                onClick={() => enable.ask(r)}
              >
                启用
              </Button>
            ),
        },
      ]}
    />
  );
}
