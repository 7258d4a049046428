import { ArrowLeftOutlined } from '@ant-design/icons';
import { HOME_PATH } from '@xinmiao/shared';
import { Button, type ButtonProps } from 'antd';
import { useLocation, useNavigate } from 'react-router';

/**
 * Back to where the user came from: the previous page of this tab when the console led here (the
 * router's first location has the key `default`), else the home page (opened by a typed URL or
 * in a new tab).
 */
export function BackButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const navigate = useNavigate();
  const cameFromConsole = useLocation().key !== 'default';
  return (
    <Button
      icon={<ArrowLeftOutlined />}
      {...props}
      onClick={() => (cameFromConsole ? navigate(-1) : navigate(HOME_PATH))}
    >
      {cameFromConsole ? '返回上一页' : '返回首页'}
    </Button>
  );
}
