import { useQuery } from '@tanstack/react-query';
import { planRoutes } from '@xinmiao/shared';
import { api } from '../../../api/client.ts';

/** Grades with classes, teachers and courses with lessons for the plan forms (cached a minute). */
export function usePlanOptions(enabled = true) {
  return useQuery({
    queryKey: ['plans', 'options'],
    queryFn: () => api(planRoutes.options),
    enabled,
    staleTime: 60_000,
  });
}
