import {
  AlertOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CompassOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HeartOutlined,
  HomeOutlined,
  LinkOutlined,
  LockOutlined,
  MessageOutlined,
  NotificationOutlined,
  ProfileOutlined,
  ReadOutlined,
  RobotOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SettingOutlined,
  SmileOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Menu icons by the ant-design-vue 1.x names JeecgBoot stores (`home`, `setting`, `bar-chart`), so
 * JeecgBoot's own consoles and ours read one catalogue. Listed one by one because the whole icon
 * set would add megabytes; the 菜单管理 icon picker offers exactly these.
 */
export const MENU_ICONS: Readonly<Record<string, ComponentType>> = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  experiment: ExperimentOutlined,
  alert: AlertOutlined,
  calendar: CalendarOutlined,
  schedule: ScheduleOutlined,
  profile: ProfileOutlined,
  compass: CompassOutlined,
  'folder-open': FolderOpenOutlined,
  bank: BankOutlined,
  read: ReadOutlined,
  robot: RobotOutlined,
  smile: SmileOutlined,
  heart: HeartOutlined,
  'bar-chart': BarChartOutlined,
  table: TableOutlined,
  'file-text': FileTextOutlined,
  setting: SettingOutlined,
  user: UserOutlined,
  team: TeamOutlined,
  lock: LockOutlined,
  safety: SafetyOutlined,
  message: MessageOutlined,
  notification: NotificationOutlined,
  link: LinkOutlined,
  appstore: AppstoreOutlined,
};

/** `SettingOutlined` (an @ant-design/icons name, as older data may hold) → `setting`. */
function fromReactName(name: string): string {
  return name
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** The icon for a stored name, or null when the menu names none we know. */
export function menuIcon(name: string | null | undefined): ComponentType | null {
  if (!name) return null;
  const key = name.trim();
  const found = [key, fromReactName(key)].find((k) => Object.hasOwn(MENU_ICONS, k));
  return found ? (MENU_ICONS[found] ?? null) : null;
}
