import { AppstoreOutlined } from '@ant-design/icons';
import { menuIcon } from './menu-icons.ts';

export function MenuIcon({ name }: { name?: string | undefined }) {
  const Icon = menuIcon(name) ?? AppstoreOutlined;
  return <Icon />;
}
