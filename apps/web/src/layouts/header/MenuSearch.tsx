import { SearchOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuNode } from '../../access/build-routes.ts';
import { searchableEntries } from './menu-search-entries.ts';

export function MenuSearch({ menu }: { menu: readonly MenuNode[] }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const entries = useMemo(() => searchableEntries(menu), [menu]);
  const go = (path: string) => {
    const entry = entries.find((e) => e.path === path);
    if (entry?.external) window.open(entry.external, '_blank', 'noopener');
    else navigate(path);
    setOpen(false);
  };
  return (
    <span className="header-action">
      <button
        type="button"
        className="header-action--icon"
        onClick={() => setOpen((v) => !v)}
        aria-label="搜索菜单"
      >
        <SearchOutlined />
      </button>
      {open && (
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          autoFocus
          defaultOpen
          size="small"
          style={{ width: 200, marginInlineStart: 8 }}
          options={entries.map((e) => ({ value: e.path, label: e.label }))}
          onSelect={go}
          onBlur={() => setOpen(false)}
          aria-label="搜索菜单"
          notFoundContent="没有匹配的菜单"
        />
      )}
    </span>
  );
}
