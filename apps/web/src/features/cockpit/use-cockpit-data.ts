import { useQuery } from '@tanstack/react-query';
import { statisticsRoutes } from '@xinmiao/shared';
import { api } from '../../api/client.ts';
import type { CockpitNode } from './cockpit-node.ts';

/** Cockpits redraw from the server this often (the figures themselves refresh every 10 minutes). */
export const COCKPIT_REFRESH_MS = 60_000;

/** The cockpits' figures for a node (region, school, grade, class) and year, fetched again every minute while open. */
export function useCockpitData(node: CockpitNode, curYear?: number) {
  return useQuery({
    queryKey: ['cockpit-data', node, curYear ?? null],
    queryFn: () => api(statisticsRoutes.cockpitData, { query: { ...node, ...(curYear ? { curYear } : {}) } }),
    refetchInterval: COCKPIT_REFRESH_MS,
  });
}

/** The region tree (divisions with the schools under their counties), for the region picker. */
export function useRegionTree(enabled: boolean) {
  return useQuery({
    queryKey: ['region-tree'],
    queryFn: () => api(statisticsRoutes.regionTree, { query: { xzqhDm: '86' } }),
    enabled,
    staleTime: 10 * 60_000,
  });
}
