import type { DataScope, PermissionCode, StaffType, UnitKind } from '@xinmiao/shared';
import type { FormTables } from './form-tables.ts';
import type { StudentAccountRequest } from './student-accounts.ts';
import type { TenantDb } from './tenant-db.ts';

export type DepartSpec = {
  name: string;
  category: '1' | '2' | '3';
  /** The school level (school_unit); none for departments such as the psychology centre. */
  kind?: UnitKind;
  dormitory?: string;
  children?: DepartSpec[];
};

export type RoleSpec = {
  code: string;
  name: string;
  /** Button codes granted; 'all' = the whole catalogue (menus included). */
  codes: PermissionCode[] | 'all';
  /** Menu urls granted without a button (pages with no buttons). */
  pages: string[];
  /** Record-level reach: the centre sees its school, a 辅导员 their college, a 班主任 their class. */
  dataScope: DataScope;
};

export type UserSpec = {
  username: string;
  realname: string;
  post: string;
  phone: string;
  sex: 1 | 2;
  /** Depart path by names from the root, e.g. ['心苗示范大学','计算机学院']. */
  depart: string[];
  roles: string[];
  departRoles?: string[];
  /** A platform account (sys_user.tenant_id 0) rather than one owned by this tenant. */
  platform?: true;
  /** An account another school seeded earlier (it owns it) that is also a member of this one. */
  homeTenant?: number;
  /** The staff record (教师管理) of this account. */
  staff?: { workNo: string; type: StaffType };
};

export type DepartRoleSpec = { depart: string[]; code: string; name: string; codes: PermissionCode[] };

export type TenantSpec = {
  id: number;
  name: string;
  houseNumber: string;
  /** 行政区划代码 of a school (a county); the platform's own tenant has none. */
  regionCode?: string;
  /** One of the demo's tenants: modules may seed example records in it. */
  demo?: true;
  departs: DepartSpec;
  roles: RoleSpec[];
  departRoles: DepartRoleSpec[];
  users: UserSpec[];
};

/** A department the seed created, by its path of names from the root. */
export type SeededDepart = { id: string; orgCode: string; spec: DepartSpec };

/**
 * One school being seeded from its spec, handed to each module's seed step in the module list's
 * order. A step reads what the steps before it recorded (departments, roles, users) and records its
 * own. What needs the unscoped database (the permission catalogue, accounts) the seed runner does.
 */
export type SeedingSchool = {
  tdb: TenantDb;
  spec: TenantSpec;
  /** Permission ids granting these buttons and pages with their folders ('all': the whole catalogue). */
  permissionIds(codes: readonly PermissionCode[] | 'all', pages: readonly string[]): Promise<string[]>;
  /** The account of a seeded user: created now (its password recorded), or the one its home school seeded. */
  account(user: UserSpec, orgCode: string): Promise<string>;
  /** Answering accounts for these students, student number → user id. */
  studentAccounts(students: readonly StudentAccountRequest[]): Promise<Map<string, string>>;
  /** Department path ('a/b/c') → department. */
  departs: Map<string, SeededDepart>;
  /** Role code → role id. */
  roleIds: Map<string, string>;
  /** Department role code → id. */
  departRoleIds: Map<string, string>;
  /** Username → user id. */
  userIds: Map<string, string>;
  /** Creates 表单开发 forms' tables (a demo school's example forms). */
  formTables: FormTables;
};

/** The demo school that also gets example warning cases, a counselling rota and a closed screening. */
export const DEMO_UNIVERSITY = 1000;
