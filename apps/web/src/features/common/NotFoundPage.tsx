import { HOME_PATH } from '@xinmiao/shared';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';

export function NotFoundPage() {
  useDocumentTitle('404');
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，你访问的页面不存在。"
      extra={
        <Link to={HOME_PATH}>
          <Button type="primary">返回首页</Button>
        </Link>
      }
    />
  );
}
