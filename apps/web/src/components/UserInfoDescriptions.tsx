import { Descriptions } from 'antd';
import { currentTenantName, useSession } from '../access/session-store.ts';

const SEX: Record<number, string> = { 1: '男', 2: '女' };

/** The signed-in user's profile as stored at login (Login_Userinfo). */
export function UserInfoDescriptions({ column = 2 }: { column?: number }) {
  const session = useSession();
  const info = session.info;
  const show = (v: string | number | null | undefined) =>
    v === null || v === undefined || v === '' ? '—' : v;
  return (
    <Descriptions column={{ xs: 1, sm: column }} bordered size="middle">
      <Descriptions.Item label="账号">{show(session.username)}</Descriptions.Item>
      <Descriptions.Item label="姓名">{show(session.realname)}</Descriptions.Item>
      <Descriptions.Item label="性别">{show(info?.sex ? SEX[info.sex] : null)}</Descriptions.Item>
      <Descriptions.Item label="生日">{show(info?.birthday)}</Descriptions.Item>
      <Descriptions.Item label="手机号">{show(info?.phone)}</Descriptions.Item>
      <Descriptions.Item label="邮箱">{show(info?.email)}</Descriptions.Item>
      <Descriptions.Item label="工号">{show(info?.workNo)}</Descriptions.Item>
      <Descriptions.Item label="职务">{show(info?.post)}</Descriptions.Item>
      <Descriptions.Item label="所属部门">{show(info?.orgCodeTxt)}</Descriptions.Item>
      <Descriptions.Item label="当前租户">
        {show(currentTenantName(session) || session.tenantid || null)}
      </Descriptions.Item>
      <Descriptions.Item label="创建时间">{show(info?.createTime)}</Descriptions.Item>
    </Descriptions>
  );
}
