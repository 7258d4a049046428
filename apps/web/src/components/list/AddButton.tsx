import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useAccess } from '../../access/access-store.ts';

type Props = {
  permission: string;
  onClick: () => void;
  style?: CSSProperties;
  children?: ReactNode;
  /** The page's own check of `permission` (an online form's asks its own code too), else the session's. */
  can?: (code: string) => boolean;
};

/** The list page's 新增 button (or another label), shown only to holders of `permission`. */
export function AddButton({ permission, onClick, style, children = '新增', can }: Props) {
  const access = useAccess();
  if (!(can ?? access.can)(permission)) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} style={style} onClick={onClick}>
      {children}
    </Button>
  );
}
