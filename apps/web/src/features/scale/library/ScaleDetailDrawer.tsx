import { useQuery } from '@tanstack/react-query';
import { scaleRoutes } from '@xinmiao/shared';
import { Button, Descriptions, Drawer, Spin, Tabs, Tag } from 'antd';
import { api } from '../../../api/client.ts';
import { DimensionsTab } from './DimensionsTab.tsx';
import { ItemsTab } from './ItemsTab.tsx';
import { RulesTab } from './RulesTab.tsx';
import { scaleDetailKey } from './scale-detail-key.ts';
import { VersionsTab } from './VersionsTab.tsx';

/** Scale detail: items, dimensions/factors, scoring and warning rules, versions. */
export function ScaleDetailDrawer({
  id,
  onClose,
  onPreview,
  onChanged,
}: {
  id: string | null;
  onClose: () => void;
  onPreview: (id: string) => void;
  onChanged: () => void;
}) {
  const detail = useQuery({
    queryKey: scaleDetailKey(id ?? ''),
    queryFn: () => api(scaleRoutes.queryById, { query: { id: id ?? '' } }),
    enabled: id !== null,
  });
  const d = detail.data;
  return (
    <Drawer
      title={d ? `${d.name}（${d.code}）` : '量表详情'}
      size={1000}
      open={id !== null}
      onClose={onClose}
      destroyOnHidden
      extra={
        d && (
          <Button type="primary" onClick={() => onPreview(d.id)}>
            预览
          </Button>
        )
      }
    >
      {!d ? (
        <Spin />
      ) : (
        <>
          <Descriptions size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label="来源">{d.source === 'custom' ? '自定义' : '内置'}</Descriptions.Item>
            <Descriptions.Item label="当前版本">{d.currentVersion}</Descriptions.Item>
            <Descriptions.Item label="状态">
              <Tag color={d.enabled ? 'green' : 'default'}>{d.enabled ? '启用' : '停用'}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="题目数">{d.itemCount}</Descriptions.Item>
            <Descriptions.Item label="维度数">{d.dimensionCount}</Descriptions.Item>
            <Descriptions.Item label="常模">
              {d.settings.normSet
                ? (d.norms.find((n) => n.id === d.settings.normSet)?.name ?? d.settings.normSet)
                : '不使用'}
            </Descriptions.Item>
          </Descriptions>
          <Tabs
            items={[
              { key: 'items', label: '题目', children: <ItemsTab items={d.items} /> },
              { key: 'dimensions', label: '维度因子', children: <DimensionsTab detail={d} /> },
              {
                key: 'rules',
                label: '计分与预警规则',
                children: <RulesTab detail={d} onChanged={onChanged} />,
              },
              { key: 'versions', label: '版本', children: <VersionsTab detail={d} onChanged={onChanged} /> },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
