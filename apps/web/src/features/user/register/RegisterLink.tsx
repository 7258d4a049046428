import { Link } from 'react-router';
import { useRegisterSchool } from './use-register-school.ts';

/** 注册账户, offered only when the school (its 学校编号 known to the login page) takes registrations. */
export function RegisterLink({ school }: { school: string }) {
  const found = useRegisterSchool(school);
  if (found.state !== 'open') return null;
  return (
    <div className="login-form__register">
      <Link to={`/user/register?school=${encodeURIComponent(school)}`}>注册账户</Link>
    </div>
  );
}
