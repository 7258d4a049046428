import { useQuery } from '@tanstack/react-query';
import { ONLINE_FORM_MESSAGES, type OnlineForm, onlineFormRoutes } from '@xinmiao/shared';
import { Alert, Tabs } from 'antd';
import type { ReactNode, RefObject } from 'react';
import { api } from '../../../api/client.ts';
import { EditableGrid, type EditableGridHandle } from '../../../components/editable-grid/EditableGrid.tsx';
import { subTableColumns, toGridRows } from './sub-table-columns.ts';

export type SubGrids = Record<string, EditableGridHandle | null>;

/** Tries of a sub-table's rows before 打开子表失败 (the first and three retries, as JeecgBoot). */
const RETRIES = 3;

function SubTableGrid({
  sub,
  mainId,
  active,
  grids,
}: {
  sub: OnlineForm;
  mainId: string | null;
  active: boolean;
  grids: RefObject<SubGrids>;
}) {
  const rows = useQuery({
    queryKey: ['online-form-sub', sub.code, mainId],
    queryFn: () =>
      mainId ? api(onlineFormRoutes.subRows, { params: { code: sub.code, mainId } }) : Promise.resolve([]),
    retry: RETRIES,
    retryDelay: 300,
  });
  if (rows.isError) return <Alert type="error" showIcon title={ONLINE_FORM_MESSAGES.subOpenFailed} />;
  if (!rows.data) return null;
  return (
    <EditableGrid
      ref={(handle) => {
        grids.current[sub.code] = handle;
      }}
      columns={subTableColumns(sub.fields)}
      rows={toGridRows(rows.data)}
      rowNumber
      rowSelection="checkbox"
      active={active}
    />
  );
}

/**
 * A main form's sub-tables, a tab each, edited in the same dialog as the main row; `leading` is a
 * first tab of the main form's own fields (JeecgBoot's Tab style).
 */
export function SubTableTabs({
  subForms,
  mainId,
  tab,
  onTab,
  grids,
  leading,
}: {
  subForms: readonly OnlineForm[];
  mainId: string | null;
  tab: string;
  onTab: (key: string) => void;
  grids: RefObject<SubGrids>;
  leading?: { key: string; label: string; children: ReactNode };
}) {
  return (
    <Tabs
      activeKey={tab}
      onChange={onTab}
      items={[
        ...(leading ? [{ ...leading, forceRender: true }] : []),
        ...subForms.map((sub) => ({
          key: sub.code,
          label: sub.name,
          forceRender: true,
          children: <SubTableGrid sub={sub} mainId={mainId} active={tab === sub.code} grids={grids} />,
        })),
      ]}
    />
  );
}
