import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionTreeNode } from '@xinmiao/shared';
import { App } from 'antd';
import { useEffect, useState } from 'react';
import { useSaving } from '../use-saving.ts';

/** JeecgBoot's save body of every grant: the new set and the one it replaces, comma lists. */
export type GrantChange = { permissionIds: string; lastpermissionIds: string };

/**
 * One grant being edited (role, department or department role): the tree it may use, the keys it
 * holds, the local checks, and the save (`onSaved` after the success message).
 */
export function useGrantEditor({
  enabled,
  treeKey,
  loadTree,
  grantedKey,
  loadGranted,
  save,
  onSaved,
}: {
  enabled: boolean;
  treeKey: QueryKey;
  loadTree: () => Promise<{ treeList: PermissionTreeNode[] }>;
  grantedKey: QueryKey;
  loadGranted: () => Promise<string[]>;
  save: (change: GrantChange) => Promise<unknown>;
  onSaved?: () => void;
}) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { saving, whileSaving } = useSaving();
  const tree = useQuery({ queryKey: treeKey, enabled, queryFn: loadTree });
  const granted = useQuery({ queryKey: grantedKey, enabled, queryFn: loadGranted });
  const [checked, setChecked] = useState<Set<string>>(new Set());
  useEffect(() => {
    setChecked(new Set(granted.data ?? []));
  }, [granted.data]);

  const submit = () =>
    whileSaving(async () => {
      const reply = await save({
        permissionIds: [...checked].join(','),
        lastpermissionIds: (granted.data ?? []).join(','),
      });
      message.success(typeof reply === 'string' ? reply : '保存成功');
      await queryClient.invalidateQueries({ queryKey: grantedKey });
      onSaved?.();
    });

  return {
    nodes: tree.data?.treeList ?? [],
    checked,
    setChecked,
    loading: tree.isLoading || granted.isLoading,
    saving,
    submit,
  };
}

export type GrantEditor = ReturnType<typeof useGrantEditor>;
