import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ScaleDetail, ScaleMsg, type ScaleVersionInfo, scaleRoutes } from '@xinmiao/shared';
import { App } from 'antd';
import { api } from '../../../api/client.ts';
import { enableVersionConfirm } from './enable-version-text.ts';
import { scaleDetailKey } from './scale-detail-key.ts';

/** 启用 a version after a confirm that names the packages using the scale; reloads detail and list. */
export function useEnableVersion(detail: ScaleDetail, onChanged: () => void) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (version: string) => api(scaleRoutes.enableVersion, { body: { id: detail.id, version } }),
    onSuccess: () => {
      void message.success(ScaleMsg.versionEnabledOk);
      void queryClient.invalidateQueries({ queryKey: scaleDetailKey(detail.id) });
      onChanged();
    },
  });
  const ask = (version: ScaleVersionInfo) =>
    modal.confirm({
      ...enableVersionConfirm(detail, version),
      okText: '确定启用',
      cancelText: '取消',
      onOk: () => mutation.mutateAsync(version.version),
    });
  return { ask, pending: mutation.isPending ? mutation.variables : undefined };
}
