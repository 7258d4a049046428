import { and, eq, inArray } from 'drizzle-orm';
import { sysPermission, sysRole, sysRolePermission } from '../../../db/schema.ts';
import { auth, type Body, type TestApp } from '../../../test/test-app.ts';

export const LIB = '/jeecg-boot/saas/devEvalTableinfo';
export const PKG = '/jeecg-boot/saas/devEvalPackageinfo';

/** A small valid custom scale definition (2 dimensions, 4 items, one warning rule). */
export function customDefinition(code = 'XM_MOOD', version = '1.0'): Record<string, unknown> {
  return {
    code,
    name: '心苗情绪小量表',
    version,
    options: [
      { label: '从不', score: 1 },
      { label: '有时', score: 2 },
      { label: '经常', score: 3 },
    ],
    items: [
      { number: 1, text: '最近心情愉快', dimension: '情绪', reverse: true },
      { number: 2, text: '最近容易烦躁', dimension: '情绪' },
      { number: 3, text: '最近睡得不好', dimension: '睡眠' },
      { number: 4, text: '最近早醒', dimension: '睡眠' },
    ],
    dimensions: [
      { name: '情绪' },
      {
        name: '睡眠',
        bands: [
          { min: 0, label: '正常' },
          { min: 5, label: '关注' },
        ],
      },
    ],
    totalBands: [
      { min: 0, label: '良好' },
      { min: 9, label: '需关注' },
    ],
    warnings: [
      {
        id: 'XM.total',
        description: '总分 ≥ 10',
        level: 1,
        when: { metric: { kind: 'total' }, op: '>=', value: 10 },
      },
    ],
  };
}

/** Grants every scale:* button to a tenant's role (the demo 1001 tenant has none by default). */
export async function grantScalePermissions(t: TestApp, tenantId: number, roleCode: string): Promise<void> {
  const [role] = await t.db
    .select()
    .from(sysRole)
    .where(and(eq(sysRole.tenantId, tenantId), eq(sysRole.roleCode, roleCode)));
  if (!role) throw new Error(`no role ${roleCode} in tenant ${tenantId}`);
  const perms = await t.db
    .select()
    .from(sysPermission)
    .where(
      inArray(sysPermission.perms, [
        'scale:library:list',
        'scale:library:add',
        'scale:library:edit',
        'scale:library:delete',
        'scale:library:enable',
        'scale:library:importItems',
        'scale:package:list',
        'scale:package:add',
        'scale:package:edit',
        'scale:package:delete',
      ]),
    );
  await t.db
    .insert(sysRolePermission)
    .values(perms.map((p) => ({ id: `${p.id}-${tenantId}`, tenantId, roleId: role.id, permissionId: p.id })));
}

export type Caller = {
  get: (path: string) => Promise<Body>;
  post: (path: string, payload: unknown) => Promise<Body>;
  put: (path: string, payload: unknown) => Promise<Body>;
  del: (path: string) => Promise<Body>;
};

export function caller(t: TestApp, token: string): Caller {
  const headers = auth(token);
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => {
    const res = await t.call({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return res.body;
  };
  return {
    get: (path) => send('GET', path),
    post: (path, payload) => send('POST', path, payload),
    put: (path, payload) => send('PUT', path, payload),
    del: (path) => send('DELETE', path),
  };
}
