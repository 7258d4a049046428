import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { HonestNotice } from '../../common/HonestNotice.tsx';

export function RegisterPage() {
  useDocumentTitle('注册');
  return (
    <HonestNotice title="暂不开放自助注册">
      本平台的账号由学校管理员统一创建。如需开通账号，请联系所在学校的平台管理员。
    </HonestNotice>
  );
}
