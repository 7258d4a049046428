import {
  AlertOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CompassOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  ProfileOutlined,
  ReadOutlined,
  RobotOutlined,
  SettingOutlined,
  SmileOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ComponentType } from 'react';

/**
 * Icons the menu may name. Listed one by one because importing the whole icon set would add
 * megabytes; JeecgBoot's short names (`dashboard`, `setting`…) are accepted too.
 */
const ICONS: Record<string, ComponentType> = {
  AlertOutlined,
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CompassOutlined,
  DashboardOutlined,
  ExperimentOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  ProfileOutlined,
  ReadOutlined,
  RobotOutlined,
  SettingOutlined,
  SmileOutlined,
  TeamOutlined,
  UserOutlined,
  dashboard: DashboardOutlined,
  home: HomeOutlined,
  setting: SettingOutlined,
  user: UserOutlined,
  team: TeamOutlined,
  appstore: AppstoreOutlined,
};

export function MenuIcon({ name }: { name?: string }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
