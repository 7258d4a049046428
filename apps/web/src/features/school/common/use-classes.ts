import { useQuery } from '@tanstack/react-query';
import { structureRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';

/** The school's classes as select options (`计算机学院 / 2023级 / 2023级1班`). */
export function useClassOptions() {
  const query = useQuery({ queryKey: ['school', 'classes'], queryFn: () => api(structureRoutes.classes) });
  return (query.data ?? []).map((c) => ({ value: c.id, label: c.path }));
}
