import { useQuery } from '@tanstack/react-query';
import { type DictItem, sessionRoutes } from '@xinmiao/shared';
import { useMemo } from 'react';
import { cachedDictItems } from '../../access/dict-cache.ts';
import { api } from '../../api/client.ts';

/** Items of one dictionary: the login-time cache, else fetched once from the server. */
export function useDictItems(dictCode: string): DictItem[] {
  const cached = useMemo(() => cachedDictItems(dictCode), [dictCode]);
  const fetched = useQuery({
    queryKey: ['dict-items', dictCode],
    queryFn: () => api(sessionRoutes.dictItems, { params: { dictCode } }),
    enabled: cached.length === 0,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return cached.length ? cached : (fetched.data ?? []);
}
