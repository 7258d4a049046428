import { useQuery } from '@tanstack/react-query';
import {
  type FormField,
  type FormRow,
  type OnlineForm,
  type OnlineFormWithSubs,
  onlineFormRoutes,
} from '@xinmiao/shared';
import { Alert, Card, Empty, Form, Input, Spin, Table, Tabs } from 'antd';
import { type ComponentType, useState } from 'react';
import { api } from '../../../api/client.ts';
import { ListSearchForm } from '../../../components/list/ListSearchForm.tsx';
import type { SearchMode } from '../../../components/list/list-url.ts';
import { useListPage } from '../../../components/list/use-list-page.ts';
import { DictSelect } from '../forms/FormRowModal.tsx';
import { FormRowsFrame } from '../forms/FormRowsFrame.tsx';
import { fieldColumns, treeExpandable } from '../forms/FormRowsTable.tsx';
import { useRouteCode } from '../route-code.ts';
import { useLowAppFilter } from './low-app-context.ts';

/**
 * JeecgBoot's online-form list styles (spec §2): `auto` the plain list, `copy` a copied form's list
 * (a form here), `tree` level by level, `erp` the main list over its sub-tables' lists, `tab` the
 * dialog's main fields and sub-tables as tabs, `innerTable` sub-tables inside the expanded row.
 */
export type OnlineListStyle = 'auto' | 'copy' | 'tree' | 'erp' | 'tab' | 'innerTable';

/** Search fields of a form: its single-value query fields; text is searched by contains. */
function searchOf(fields: readonly FormField[]): Record<string, SearchMode> {
  return Object.fromEntries(
    fields
      .filter((f) => f.query === 'single')
      .map((f) => [f.name, f.type === 'text' || f.type === 'textarea' ? 'like' : 'exact']),
  );
}

/** The one day-range query field the search row shows (the first date field searched by range). */
function rangeOf(fields: readonly FormField[]): FormField | undefined {
  return fields.find((f) => f.query === 'range' && (f.type === 'date' || f.type === 'datetime'));
}

function SearchField({ field }: { field: FormField }) {
  return (
    <Form.Item name={field.name} label={field.label}>
      {field.type === 'dict' ? (
        <DictSelect field={field} />
      ) : (
        <Input allowClear placeholder={`请输入${field.label}`} />
      )}
    </Form.Item>
  );
}

/** A sub-table's rows under one main row, on the list engine (its own URL prefix). */
function SubRowsList({ sub, mainId }: { sub: OnlineForm; mainId: string }) {
  const list = useListPage(onlineFormRoutes.data, {
    queryKey: ['online-form-data', sub.code],
    params: { code: sub.code },
    fixed: { mainId },
    urlPrefix: `${sub.code}.`,
  });
  return <Table<FormRow> {...list.tableProps} columns={fieldColumns(sub)} size="small" scroll={{ x: 600 }} />;
}

/** Every sub-table of a main row, a tab each (ERP below the list, inner table inside the row). */
function SubTablesOf({ subForms, mainId }: { subForms: readonly OnlineForm[]; mainId: string }) {
  return (
    <Tabs
      items={subForms.map((sub) => ({
        key: sub.code,
        label: sub.name,
        children: <SubRowsList sub={sub} mainId={mainId} />,
      }))}
    />
  );
}

function FormList({ form, style }: { form: OnlineFormWithSubs; style: OnlineListStyle }) {
  const range = rangeOf(form.fields);
  const lowAppFilter = useLowAppFilter();
  const list = useListPage(onlineFormRoutes.data, {
    queryKey: ['online-form-data', form.code],
    params: { code: form.code },
    search: searchOf(form.fields),
    range: range?.name,
    fixed: lowAppFilter,
  });
  const [selected, setSelected] = useState<string | null>(null);
  const subs = form.subForms;
  const current = list.records.find((r) => String(r.id) === selected) ?? list.records[0];
  return (
    <Card variant="borderless" title={form.name}>
      <ListSearchForm list={list} range={range?.name}>
        {form.fields
          .filter((f) => f.query === 'single')
          .map((f) => (
            <SearchField key={f.no} field={f} />
          ))}
      </ListSearchForm>
      <FormRowsFrame form={form} list={list} tabs={style === 'tab'}>
        {(columns) => (
          <>
            <Table<FormRow>
              {...list.tableProps}
              rowKey={(row) => String(row.id)}
              columns={columns}
              scroll={{ x: 900 }}
              expandable={
                style === 'innerTable' && subs.length
                  ? {
                      expandedRowRender: (row: FormRow) => (
                        <SubTablesOf subForms={subs} mainId={String(row.id)} />
                      ),
                    }
                  : treeExpandable(form, columns)
              }
              rowSelection={
                style === 'erp' && subs.length
                  ? {
                      type: 'radio',
                      selectedRowKeys: current ? [String(current.id)] : [],
                      onChange: (keys) => setSelected(keys[0] === undefined ? null : String(keys[0])),
                    }
                  : undefined
              }
              onRow={style === 'erp' ? (row) => ({ onClick: () => setSelected(String(row.id)) }) : undefined}
            />
            {style === 'erp' && subs.length ? (
              current ? (
                <SubTablesOf subForms={subs} mainId={String(current.id)} />
              ) : (
                <Empty description="请选择一条主表数据" />
              )
            ) : null}
          </>
        )}
      </FormRowsFrame>
    </Card>
  );
}

/** A defined form's data page in one list style, the form named by the route. */
export function OnlineListPage({ style }: { style: OnlineListStyle }) {
  const code = useRouteCode();
  const form = useQuery({
    queryKey: ['online-form-item', code],
    queryFn: () => api(onlineFormRoutes.form, { params: { code } }),
    enabled: code !== '',
  });
  if (form.isError) return <Alert type="error" showIcon title={form.error.message} />;
  if (!form.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <FormList key={form.data.code} form={form.data} style={style} />;
}

function AutoList() {
  return <OnlineListPage style="auto" />;
}
function CopyList() {
  return <OnlineListPage style="copy" />;
}
function TreeList() {
  return <OnlineListPage style="tree" />;
}
function ErpList() {
  return <OnlineListPage style="erp" />;
}
function TabList() {
  return <OnlineListPage style="tab" />;
}
function InnerTableList() {
  return <OnlineListPage style="innerTable" />;
}

/** One page component per style, for the page registry. */
export const onlineListPages: Record<OnlineListStyle, ComponentType> = {
  auto: AutoList,
  copy: CopyList,
  tree: TreeList,
  erp: ErpList,
  tab: TabList,
  innerTable: InnerTableList,
};
