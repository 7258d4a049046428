import { oidcRoutes } from '@xinmiao/shared';
import { useEffect, useState } from 'react';
import { api } from '../../../api/client.ts';
import { SCHOOL_CODE } from '../register/use-register-school.ts';

/**
 * The name of the school a sign-in link (`?school=<学校编号>`) is for; '' until known, and for a
 * number that is no live school: the page then reads as the plain login page.
 */
export function useLinkedSchoolName(school: string | null): string {
  const [name, setName] = useState('');
  useEffect(() => {
    setName('');
    if (school === null || !SCHOOL_CODE.test(school)) return;
    let current = true;
    api(oidcRoutes.schoolName, { query: { tenantId: Number(school) } }, { silent: true })
      .then((reply) => current && setName(reply.name))
      // A name the page cannot fetch is a name it does not show; signing in works without it.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [school]);
  return name;
}
