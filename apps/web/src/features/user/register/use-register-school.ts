import { registerRoutes } from '@xinmiao/shared';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';

/** A 学校编号 as the login page and the school's own links carry it. */
export const SCHOOL_CODE = /^\d{1,9}$/;

export type RegisterSchool =
  | { state: 'unknown' }
  | { state: 'loading' }
  | { state: 'open'; name: string }
  | { state: 'closed' };

/**
 * Whether the school with this 学校编号 takes self-registrations (its 登录配置 › 自助注册), asked
 * once the code is complete. The login page offers 注册账户 only then; the register page says so.
 */
export function useRegisterSchool(code: string): RegisterSchool {
  const [school, setSchool] = useState<RegisterSchool>({ state: 'unknown' });
  useEffect(() => {
    if (!SCHOOL_CODE.test(code)) {
      setSchool({ state: 'unknown' });
      return;
    }
    let current = true;
    setSchool({ state: 'loading' });
    api(registerRoutes.school, { query: { tenantId: Number(code) } }, { silent: true })
      .then((reply) => {
        if (current) setSchool(reply.open ? { state: 'open', name: reply.schoolName } : { state: 'closed' });
      })
      .catch(() => current && setSchool({ state: 'closed' }));
    return () => {
      current = false;
    };
  }, [code]);
  return school;
}
