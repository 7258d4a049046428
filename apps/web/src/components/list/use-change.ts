import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { reportError } from '../../api/error-display.ts';

/**
 * A change made from a page: the server's reply (a sentence) shown as a success, then `after` (a
 * list's afterDelete, a cleared selection) and the reload of `queryKey`; a failure is reported.
 */
export function useChange(queryKey: QueryKey) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (call: () => Promise<unknown>, after?: () => void) =>
    call()
      .then((reply) => {
        if (typeof reply === 'string') message.success(reply);
        after?.();
        return queryClient.invalidateQueries({ queryKey });
      })
      .catch(reportError);
}
