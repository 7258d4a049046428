import type { Db } from '../db/types.ts';
import type { Notifier } from '../realtime/notifier.ts';
import type { Accounts } from './accounts.ts';
import type { Cache } from './cache.ts';
import type { ChatApps } from './chat-apps.ts';
import type { FileStorage } from './files/file-storage.ts';
import type { MediaLinks } from './files/media-links.ts';
import type { FormTables } from './form-tables.ts';
import type { OidcClients } from './oidc.ts';
import type { PermissionService } from './permissions.ts';
import type { RegionRollups } from './region-rollups.ts';
import type { Scheduler } from './scheduler/scheduler.ts';
import type { SecretBox } from './secret-box.ts';
import type { SessionStore } from './session-store.ts';
import type { SignedLinks } from './signed-links.ts';
import type { SchoolSms } from './sms-gateways/school-sms.ts';

/** What the module list (`MODULES`) adds up to, for the modules that administer the others. */
export type ModuleRegistry = {
  /** The fields a data rule on the page at `menuUrl` may name (菜单管理); empty without a policy. */
  ruleFieldsOf(menuUrl: string | null): string[];
  /** Gives a school just added (its `sys_tenant` row written) what every new school starts with. */
  setUpSchool(db: Db, tenantId: number, actor: string): Promise<void>;
  /** The pages the platform tenant's menu shows besides 首页 and 系统管理 (`platformPages`). */
  platformPages: ReadonlySet<string>;
};

/** Everything the platform hands to modules at registration. Module handlers see only their ctx. */
export type Services = {
  db: Db;
  cache: Cache | null;
  sessions: SessionStore;
  permissions: PermissionService;
  /** One-time SMS codes through each school's gateway (`core/sms-gateways`). */
  sms: SchoolSms;
  /** Seals and opens school-configured secrets (gateway keys, provider secrets, model API keys). */
  secrets: SecretBox;
  /** Websocket notices to signed-in users (local sockets plus Redis fan-out). */
  notifier: Notifier;
  /** Server secret from `sys_secret`, generated on first start. */
  secret: string;
  loginCaptcha: boolean;
  /** Scheduled jobs; started by main.ts (tests start it only where they need it). */
  scheduler: Scheduler;
  /** Uploaded files (local disk or S3-compatible). */
  files: FileStorage;
  /** Signed, expiring links to single stored files for `<img>`, `<audio>` and `<video>`. */
  mediaLinks: MediaLinks;
  /** Signed links to one record of one school, for public pages opened by link or QR code. */
  signedLinks: SignedLinks;
  /** Accounts (`sys_user`, a platform table) for the modules that manage them. */
  accounts: Accounts;
  registry: ModuleRegistry;
  /** Statistics across schools, read from their rollups only (the tenant wall's one exception). */
  regionRollups: RegionRollups;
  /** This console's origin (`PUBLIC_URL`), or '' for the origin a request came to. */
  publicUrl: string;
  /** Relying party of the schools' OpenID Connect providers (统一身份认证). */
  oidc: OidcClients;
  /** The enterprise chat platforms' sign-in (企业微信, 钉钉, 飞书). */
  chatApps: ChatApps;
  /** The tables of the schools' online forms (表单开发): the one DDL a request may cause. */
  formTables: FormTables;
};
