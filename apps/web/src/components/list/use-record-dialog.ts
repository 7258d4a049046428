import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { reportError } from '../../api/error-display.ts';

/** What a list's 新增 / 编辑 dialog receives: `dialog` of `useRecordDialog`, spread onto `RecordFormModal`. */
export type RecordDialogProps<Row> = {
  open: boolean;
  editing: Row | null;
  onClose: () => void;
  onSaved: () => void;
};

type Options<Row> = {
  /** The list's cache key: refreshed after a save or a delete. */
  queryKey: readonly unknown[];
  /** The list hook's page step-back after rows vanish (lists loaded whole have none). */
  list?: { afterDelete: (removed: number) => void };
  /** Sends the delete; a string reply is the server's message. */
  remove: (row: Row) => Promise<unknown>;
};

/**
 * The 新增 / 编辑 dialog state and the 删除 action of a list page: what every record list does
 * around its table. Spread `dialog` onto the form modal.
 */
export function useRecordDialog<Row>({ queryKey, list, remove }: Options<Row>) {
  const [state, setState] = useState<{ editing: Row | null } | null>(null);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey });

  return {
    reload,
    create: () => setState({ editing: null }),
    edit: (row: Row) => setState({ editing: row }),
    remove: (row: Row) =>
      remove(row)
        .then((reply) => {
          message.success(typeof reply === 'string' ? reply : '删除成功');
          list?.afterDelete(1);
          return reload();
        })
        .catch(reportError),
    dialog: {
      open: state !== null,
      editing: state?.editing ?? null,
      onClose: () => setState(null),
      onSaved: () => {
        setState(null);
        void reload();
      },
    } satisfies RecordDialogProps<Row>,
  };
}
