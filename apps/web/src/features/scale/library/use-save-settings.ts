import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ScaleDetail, scaleRoutes } from '@xinmiao/shared';
import { App } from 'antd';
import { api } from '../../../api/client.ts';
import { scaleDetailKey } from './scale-detail-key.ts';

/** Saves the tenant's version pin and norm set of one scale, then reloads the detail and list. */
export function useSaveSettings(detail: ScaleDetail, onChanged: () => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: { pinnedVersion?: string | null; normSet?: string | null }) =>
      api(scaleRoutes.settings, {
        body: {
          id: detail.id,
          pinnedVersion:
            patch.pinnedVersion === undefined ? detail.settings.pinnedVersion : patch.pinnedVersion,
          normSet: patch.normSet === undefined ? detail.settings.normSet : patch.normSet,
        },
      }),
    onSuccess: (text) => {
      message.success(String(text));
      void queryClient.invalidateQueries({ queryKey: scaleDetailKey(detail.id) });
      onChanged();
    },
  });
}
