import type { TenantSpec } from '../core/seed-spec.ts';

/**
 * What a first start without the demo creates: one tenant for the platform's own administration
 * and its administrator, a platform account (sys_user.tenant_id 0) holding every permission.
 * Schools are added from there; nothing else is seeded.
 */
export const PLATFORM_TENANT: TenantSpec = {
  id: 1,
  name: '心苗平台',
  houseNumber: 'XM0001',
  departs: { name: '心苗平台', category: '1' },
  roles: [{ code: 'admin', name: '平台管理员', codes: 'all', pages: [], dataScope: 'all' }],
  departRoles: [],
  users: [
    {
      username: 'admin',
      realname: '平台管理员',
      post: '平台管理员',
      phone: '',
      sex: 1,
      depart: ['心苗平台'],
      roles: ['admin'],
      platform: true,
    },
  ],
};

/**
 * The platform tenant as the demo seeds it: its operator is `pingtai`, since the demo school's
 * administrator is already called admin and one password for two admins would ask for a school.
 */
export const DEMO_PLATFORM_TENANT: TenantSpec = {
  ...PLATFORM_TENANT,
  demo: true,
  users: PLATFORM_TENANT.users.map((user) => ({ ...user, username: 'pingtai' })),
};
