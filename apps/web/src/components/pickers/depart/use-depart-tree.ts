import { useQuery } from '@tanstack/react-query';
import { departRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';

/** The tenant's department id tree (`/sys/sysDepart/queryIdTree`). */
export function useDepartTree(enabled = true) {
  return useQuery({ queryKey: ['depart-id-tree'], queryFn: () => api(departRoutes.queryIdTree), enabled });
}
