import { useQuery } from '@tanstack/react-query';
import { cgreportRoutes, type ReportColumns } from '@xinmiao/shared';
import { api } from '../../api/client.ts';

/** Spec §7: the popup's column and query-info calls are cached for 30 s. */
const CONFIG_CACHE_MS = 30_000;

export type DataRequest = Record<string, string>;

const failure = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The report behind a popup: columns (by code), its search fields and one page of data (by the
 * config id getRpColumns returned). A failed column load is returned, not thrown, so the dialog
 * can show spec §8's 出错了 / Popup初始化失败 once instead of the global toast.
 */
export function usePopupReport(code: string, open: boolean, request: DataRequest) {
  const columns = useQuery({
    queryKey: ['cgreport-columns', code],
    queryFn: async (): Promise<{ ok: ReportColumns } | { error: string }> => {
      try {
        return { ok: await api(cgreportRoutes.rpColumns, { params: { code } }) };
      } catch (error) {
        return { error: failure(error) };
      }
    },
    enabled: open && code !== '',
    staleTime: CONFIG_CACHE_MS,
  });
  const report = columns.data && 'ok' in columns.data ? columns.data.ok : undefined;
  const id = report?.cgRpConfigId ?? '';
  const queryInfo = useQuery({
    queryKey: ['cgreport-query-info', id],
    queryFn: () => api(cgreportRoutes.queryInfo, { params: { code: id } }),
    enabled: open && id !== '',
    staleTime: CONFIG_CACHE_MS,
  });
  const data = useQuery({
    queryKey: ['cgreport-data', id, request],
    queryFn: () => api(cgreportRoutes.data, { params: { code: id }, query: request }),
    enabled: open && id !== '' && queryInfo.isSuccess,
  });
  return {
    report,
    initError: columns.data && 'error' in columns.data ? columns.data.error : undefined,
    queryItems: queryInfo.data ?? [],
    data,
  };
}
