import { REGISTER_MESSAGES } from '@xinmiao/shared';
import { Button, Result } from 'antd';
import { Link, useLocation } from 'react-router';
import { LOGIN_PATH } from '../../../access/guard.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { HonestNotice } from '../../common/HonestNotice.tsx';
import type { RegisterResultState } from '../register/RegisterPage.tsx';

function isResult(state: unknown): state is RegisterResultState {
  return typeof state === 'object' && state !== null && 'username' in state && 'schoolName' in state;
}

/** After 注册: the application waits for the school's approver; signing in works once it is passed. */
export function RegisterResultPage() {
  useDocumentTitle('注册结果');
  const { state } = useLocation();
  if (!isResult(state)) {
    return (
      <HonestNotice title="没有进行中的注册">
        注册申请提交后会在此显示结果。学校开放自助注册时，可从学校提供的注册链接进入。
      </HonestNotice>
    );
  }
  return (
    <Result
      status="success"
      title={REGISTER_MESSAGES.submitted}
      subTitle={`账号 ${state.username}${state.schoolName ? `（${state.schoolName}）` : ''} 需经学校审核通过后才能登录，审核前登录会提示正在等待审核。`}
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">返回登录</Button>
        </Link>
      }
    />
  );
}
