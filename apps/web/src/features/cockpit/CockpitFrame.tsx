import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  type CockpitData,
  DEFAULT_REGION_CODE,
  HOME_PATH,
  PLATFORM_TENANT_ID,
  type RegionNode,
} from '@xinmiao/shared';
import { Button, Empty, Spin, TreeSelect } from 'antd';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../access/session-store.ts';
import { cellText } from './chart-options.ts';
import { useCockpitData, useRegionTree } from './use-cockpit-data.ts';
import './cockpit.css';

type TreeOption = { value: string; title: string; children?: TreeOption[] };

/** Regions only (schools are what a region adds up), as TreeSelect options. */
function regionOptions(nodes: readonly RegionNode[]): TreeOption[] {
  return nodes
    .filter((n) => n.kind !== 'school')
    .map((n) => {
      const children = regionOptions(n.children ?? []);
      return children.length ? { value: n.code, title: n.name, children } : { value: n.code, title: n.name };
    });
}

/** `数据更新于 … （N 分钟前）`: how old the rollups are. */
export function freshnessText(data: Pick<CockpitData, 'refreshedAt' | 'lagMinutes'>): string {
  if (!data.refreshedAt || data.lagMinutes === null) return '数据尚未汇总（汇总任务每 10 分钟运行）';
  return `数据更新于 ${data.refreshedAt}（${data.lagMinutes} 分钟前）`;
}

/** A figure with its label, for the row of key numbers under the title. */
export function Kpi({ label, value }: { label: string; value: CockpitData['students'] | string }) {
  return (
    <div className="cockpit__kpi">
      <div className="cockpit__kpi-label">{label}</div>
      <div className="cockpit__kpi-value">{typeof value === 'string' ? value : cellText(value)}</div>
    </div>
  );
}

export function Panel({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'cockpit__panel cockpit__panel--wide' : 'cockpit__panel'} aria-label={title}>
      <div className="cockpit__panel-title">{title}</div>
      {children}
    </section>
  );
}

/**
 * A cockpit: the whole window, its title, the region (the platform operator may pick one; a school
 * sees itself), how old the figures are, a way back, and the page's panels drawn from the figures.
 */
export function CockpitFrame({
  title,
  children,
}: {
  title: string;
  children: (data: CockpitData) => ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const platform = session.tenantid === PLATFORM_TENANT_ID;
  const [region, setRegion] = useState(DEFAULT_REGION_CODE);
  const tree = useRegionTree(platform);
  const query = useCockpitData(region);
  const location = useLocation();
  // History back; a cockpit opened first in a tab (no entry before it) goes home instead.
  const back = () => (location.key === 'default' ? navigate(HOME_PATH) : navigate(-1));
  return (
    <div className="cockpit" data-testid="cockpit">
      <header className="cockpit__head">
        <Button ghost icon={<ArrowLeftOutlined />} onClick={back}>
          返回
        </Button>
        {platform ? (
          <TreeSelect
            aria-label="地区"
            style={{ width: 220 }}
            value={region}
            treeData={regionOptions(tree.data ?? [])}
            onChange={(code: string) => setRegion(code || DEFAULT_REGION_CODE)}
            showSearch
            treeNodeFilterProp="title"
            loading={tree.isPending}
          />
        ) : null}
        <h1 className="cockpit__title">{title}</h1>
        <span className="cockpit__meta">{query.data ? freshnessText(query.data) : ''}</span>
        <Button
          ghost
          icon={<ReloadOutlined />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
        >
          刷新
        </Button>
      </header>
      {query.isPending ? (
        <Spin size="large" style={{ display: 'block', marginTop: 120 }} />
      ) : query.data ? (
        children(query.data)
      ) : (
        <Empty description="暂无统计数据" />
      )}
    </div>
  );
}
