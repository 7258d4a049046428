import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { HonestNotice } from '../../common/HonestNotice.tsx';

export function RegisterResultPage() {
  useDocumentTitle('注册结果');
  return (
    <HonestNotice title="没有进行中的注册">
      本平台不提供在线注册，账号由学校管理员创建后即可使用账号密码登录。
    </HonestNotice>
  );
}
