import { Button, Result, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../access/guard.ts';
import { logout } from '../../access/session-actions.ts';
import { type MenuVersionError, startFailureStore } from '../../access/start-failure.ts';

/**
 * The console did not start (spec §8 "wrong-version menu table"): the menu names components this
 * console does not know, so it stops here instead of opening a console of 404 pages.
 */
export function StartFailurePage({ failure }: { failure: MenuVersionError }) {
  const navigate = useNavigate();
  const signOut = async () => {
    await logout();
    startFailureStore.set(null);
    navigate(LOGIN_PATH, { replace: true });
  };
  return (
    <Result
      status="error"
      title="控制台启动失败"
      subTitle={`${failure.message}：菜单中的页面组件本控制台都不认识，请联系管理员检查菜单数据或控制台版本。`}
      extra={
        <Button type="primary" onClick={() => void signOut()}>
          退出登录
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        无法识别的组件：{failure.components.slice(0, 10).join('、')}
        {failure.components.length > 10 ? ` 等 ${failure.components.length} 个` : ''}
      </Typography.Paragraph>
    </Result>
  );
}
