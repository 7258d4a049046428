import { ToolOutlined } from '@ant-design/icons';
import { HOME_PATH } from '@xinmiao/shared';
import { Button, Result } from 'antd';
import { Link } from 'react-router';

/** Shown for menu pages whose area is listed in PLANNED_PAGES of the page registry. */
export function UnderConstruction() {
  return (
    <Result
      icon={<ToolOutlined />}
      title="建设中"
      subTitle="该功能正在建设中，完成后将在此处开放。"
      extra={
        <Link to={HOME_PATH}>
          <Button>返回首页</Button>
        </Link>
      }
    />
  );
}
