import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import {
  type CockpitData,
  DEFAULT_REGION_CODE,
  type DrillDown as DrillDownData,
  type DrillRow,
  HOME_PATH,
  PLATFORM_TENANT_ID,
  type RegionNode,
} from '@xinmiao/shared';
import { Breadcrumb, Button, Empty, Spin, TreeSelect } from 'antd';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../access/session-store.ts';
import { cellText } from './chart-options.ts';
import { type CockpitNode, childNode, childrenQuery } from './cockpit-node.ts';
import { drillQuery } from './DrillDown.tsx';
import { COCKPIT_REFRESH_MS, useCockpitData, useRegionTree } from './use-cockpit-data.ts';
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

/** Where a cockpit stands and how to go down: its node, the rows one level below, and opening one. */
export type CockpitNav = {
  node: CockpitNode;
  drill: { data: DrillDownData | undefined; isPending: boolean };
  canOpen: (row: DrillRow) => boolean;
  open: (row: DrillRow) => void;
};

/**
 * The node a cockpit's figures follow: a breadcrumb back up and the places one level below, as far
 * as the viewer may go (a region view to the school, a school's users to a class).
 */
function NodeBar({
  nav,
  rootLabel,
  trail,
  back,
}: {
  nav: CockpitNav;
  rootLabel: string;
  trail: readonly { label: string }[];
  back: (depth: number) => void;
}) {
  const link = (depth: number) => ({
    href: '#',
    onClick: (e: MouseEvent) => {
      e.preventDefault();
      back(depth);
    },
  });
  const rows = (nav.drill.data?.rows ?? []).filter(nav.canOpen);
  return (
    <nav className="cockpit__nav" aria-label="逐级查看">
      <Breadcrumb
        items={[
          { title: rootLabel, ...(trail.length ? link(0) : {}) },
          ...trail.map((step, i) => ({ title: step.label, ...(i < trail.length - 1 ? link(i + 1) : {}) })),
        ]}
      />
      {rows.length ? <span className="cockpit__nav-label">下级：</span> : null}
      <div className="cockpit__nav-children">
        {rows.map((row) => (
          <Button key={row.key} size="small" ghost onClick={() => nav.open(row)}>
            {row.name}
          </Button>
        ))}
      </div>
    </nav>
  );
}

/**
 * A cockpit: the whole window, its title, the region (the platform operator may pick one; a school
 * sees itself), the node its figures follow (drilled down from the region), how old the figures
 * are, a way back, and the page's panels drawn from the figures.
 */
export function CockpitFrame({
  title,
  children,
}: {
  title: string;
  children: (data: CockpitData, nav: CockpitNav) => ReactNode;
}) {
  const session = useSession();
  const navigate = useNavigate();
  const platform = session.tenantid === PLATFORM_TENANT_ID;
  const [region, setRegion] = useState(DEFAULT_REGION_CODE);
  const [trail, setTrail] = useState<{ label: string; node: CockpitNode }[]>([]);
  const root: CockpitNode = { xzqhDm: region };
  const node = trail.at(-1)?.node ?? root;
  const tree = useRegionTree(platform);
  const query = useCockpitData(node);
  const top = useQuery({ ...drillQuery({ xzqhDm: region }), enabled: true });
  const below = childrenQuery(node);
  const drill = useQuery({
    ...drillQuery(below ?? root, COCKPIT_REFRESH_MS),
    enabled: below !== null,
  });
  const drillData = below ? drill.data : undefined;
  const nav: CockpitNav = {
    node,
    drill: { data: drillData, isPending: below !== null && drill.isPending },
    canOpen: (row) => Boolean(drillData && childNode(drillData, node, row)),
    open: (row) => {
      const next = drillData ? childNode(drillData, node, row) : null;
      if (next) setTrail([...trail, { label: row.name, node: next }]);
    },
  };
  const rootLabel = top.data ? (top.data.unit ?? top.data.region?.name ?? '本校') : '…';
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
            onChange={(code: string) => {
              // A new region starts the drill-down again from its top.
              setTrail([]);
              setRegion(code || DEFAULT_REGION_CODE);
            }}
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
      <NodeBar
        nav={nav}
        rootLabel={rootLabel}
        trail={trail}
        back={(depth) => setTrail(trail.slice(0, depth))}
      />
      {query.isPending ? (
        <Spin size="large" style={{ display: 'block', marginTop: 120 }} />
      ) : query.data ? (
        children(query.data, nav)
      ) : (
        <Empty description="暂无统计数据" />
      )}
    </div>
  );
}
