import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { HonestNotice } from '../../common/HonestNotice.tsx';

export function AlterationPage() {
  useDocumentTitle('找回密码');
  return (
    <HonestNotice title="请联系管理员重置密码">
      本平台的账号由学校管理员统一创建和管理。忘记密码时，请联系所在学校的平台管理员为你重置；登录后可在“账户设置”中自行修改密码。
    </HonestNotice>
  );
}
