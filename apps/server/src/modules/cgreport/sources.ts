import type { REPORT_SOURCES, ReportRow, ReportSourceKey } from '@xinmiao/shared';
import { desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthCtx } from '../../core/context.ts';
import { pageRows } from '../../core/list/page-rows.ts';
import type { TenantTable } from '../../core/tenant-db.ts';
import { formatDateTime } from '../../core/time.ts';
import { sysDepart, sysPosition, sysRole, sysUser } from '../../db/schema.ts';
import { memberPage } from '../users/index.ts';

type FieldsOf<S extends ReportSourceKey> = keyof (typeof REPORT_SOURCES)[S]['fields'] & string;

export type PageRequest = { where: SQL | undefined; orderBy: SQL[]; pageNo: number; pageSize: number };

/**
 * The server side of one whitelisted source: a column for every declared field (the map's type
 * demands all of them and nothing else) and how a page of its rows is read in the caller's reach.
 */
export type SourceImpl<S extends ReportSourceKey = ReportSourceKey> = {
  columns: Record<FieldsOf<S> | 'id', AnyPgColumn>;
  defaultOrder: SQL[];
  page: (ctx: AuthCtx, request: PageRequest) => Promise<{ rows: Record<string, unknown>[]; total: number }>;
};

function tablePage(table: TenantTable & { id: AnyPgColumn }) {
  return async (ctx: AuthCtx, { where, orderBy, pageNo, pageSize }: PageRequest) =>
    pageRows(
      ctx.db,
      table,
      { where, orderBy: [...orderBy, desc(table.id)], pageNo, pageSize },
      async () => null,
    );
}

const SOURCES: { [S in ReportSourceKey]: SourceImpl<S> } = {
  user: {
    columns: {
      id: sysUser.id,
      username: sysUser.username,
      realname: sysUser.realname,
      sex: sysUser.sex,
      workNo: sysUser.workNo,
      phone: sysUser.phone,
      email: sysUser.email,
      createTime: sysUser.createTime,
    },
    defaultOrder: [desc(sysUser.createTime)],
    // The user list's own reach (membersVisibleTo): a popup shows no one 用户管理 would hide.
    page: (ctx, { where, orderBy, pageNo, pageSize }) => memberPage(ctx, where, pageNo, pageSize, orderBy),
  },
  depart: {
    columns: {
      id: sysDepart.id,
      departName: sysDepart.departName,
      orgCode: sysDepart.orgCode,
      orgCategory: sysDepart.orgCategory,
      departOrder: sysDepart.departOrder,
      createTime: sysDepart.createTime,
    },
    defaultOrder: [desc(sysDepart.createTime)],
    page: tablePage(sysDepart),
  },
  role: {
    columns: {
      id: sysRole.id,
      roleName: sysRole.roleName,
      roleCode: sysRole.roleCode,
      description: sysRole.description,
      createTime: sysRole.createTime,
    },
    defaultOrder: [desc(sysRole.createTime)],
    page: tablePage(sysRole),
  },
  position: {
    columns: {
      id: sysPosition.id,
      code: sysPosition.code,
      name: sysPosition.name,
      postRank: sysPosition.postRank,
      createTime: sysPosition.createTime,
    },
    defaultOrder: [desc(sysPosition.createTime)],
    page: tablePage(sysPosition),
  },
};

export function sourceImpl(key: ReportSourceKey): SourceImpl {
  return SOURCES[key] as unknown as SourceImpl;
}

function cell(value: unknown): string | number | null {
  if (value instanceof Date) return formatDateTime(value);
  if (typeof value === 'number' || typeof value === 'string') return value;
  return value === null || value === undefined ? null : String(value);
}

/** Only `id` and the report's columns leave the server, whatever the source row holds. */
export function toReportRow(row: Record<string, unknown>, columns: readonly string[]): ReportRow {
  const out: ReportRow = { id: cell(row.id) };
  for (const name of columns) out[name] = cell(row[name]);
  return out;
}
