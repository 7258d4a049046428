import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOGIN_PATH } from '../../access/guard.ts';

/** A plain statement plus the way back to login, for flows this platform does not offer online. */
export function HonestNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Result
      status="info"
      title={title}
      subTitle={children}
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">返回登录</Button>
        </Link>
      }
    />
  );
}
