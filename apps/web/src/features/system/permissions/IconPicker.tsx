import { Select } from 'antd';
import { MenuIcon } from '../../../components/MenuIcon.tsx';
import { MENU_ICONS } from '../../../components/menu-icons.ts';

const OPTIONS = Object.keys(MENU_ICONS).map((name) => ({
  value: name,
  label: (
    <span>
      <MenuIcon name={name} /> {name}
    </span>
  ),
}));

/** 菜单图标: the icons the menu can draw, by their JeecgBoot (ant-design-vue 1.x) names. */
export function IconPicker({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  return (
    <Select
      allowClear
      showSearch={{ optionFilterProp: 'value' }}
      placeholder="选择图标"
      value={value || undefined}
      onChange={(next?: string) => onChange?.(next ?? '')}
      options={OPTIONS}
    />
  );
}
