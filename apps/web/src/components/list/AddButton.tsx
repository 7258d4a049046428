import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useAccess } from '../../access/access-store.ts';

type Props = { permission: string; onClick: () => void; style?: CSSProperties; children?: ReactNode };

/** The list page's 新增 button (or another label), shown only to holders of `permission`. */
export function AddButton({ permission, onClick, style, children = '新增' }: Props) {
  const { can } = useAccess();
  if (!can(permission)) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} style={style} onClick={onClick}>
      {children}
    </Button>
  );
}
