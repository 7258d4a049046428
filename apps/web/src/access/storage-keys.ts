/** Every key the console writes to Web Storage, in one place so logout can clear them all. */
export const StorageKey = {
  accessToken: 'Access-Token',
  tenantId: 'TENANT_ID',
  userInfo: 'Login_Userinfo',
  username: 'Login_Username',
  tenantList: 'Login_TenantList',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  /** Full paths of kept-alive pages (the "one other key" logout clears). */
  cachedRoutes: 'CACHE_INCLUDED_ROUTES',
  settings: 'XM_THEME_SETTINGS',
  /** The last 查看目的 given for audited reads of a student's data. */
  readPurpose: 'XM_READ_PURPOSE',
} as const;

/** Button permission lists live in sessionStorage: they are reloaded with the menu on every visit. */
export const SessionKey = {
  userButtonAuth: 'LOGIN_USER_BUTTON_AUTH',
  sysButtonAuth: 'SYS_BUTTON_AUTH',
  /** Set by the entry from a JeecgBoot console's frame: this tab shows pages without our shell. */
  embedded: 'XM_EMBEDDED',
} as const;

/** Session lifetime and dictionary cache (spec §9): 7 days. */
export const SESSION_TTL_MS = 604_800_000;
