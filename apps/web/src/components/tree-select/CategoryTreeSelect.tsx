import { categoryRoutes } from '@xinmiao/shared';
import { useCallback } from 'react';
import { api } from '../../api/client.ts';
import { LazyTreeSelect } from './LazyTreeSelect.tsx';

type Props = {
  /** The category code the tree starts under (分类字典's root code). */
  pcode: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  multiple?: boolean;
};

/** 分类字典 tree: roots from `loadTreeRoot`, children from `loadTreeChildren` on expand. */
export function CategoryTreeSelect({ pcode, value, onChange, multiple }: Props) {
  const load = useCallback(
    (pid: string | undefined) =>
      pid === undefined
        ? api(categoryRoutes.loadTreeRoot, { query: { async: 'true', pcode } })
        : api(categoryRoutes.loadTreeChildren, { query: { pid } }),
    [pcode],
  );
  return <LazyTreeSelect loadChildren={load} value={value} onChange={onChange} multiple={multiple} />;
}
