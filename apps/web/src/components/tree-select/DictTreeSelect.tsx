import { dictRoutes } from '@xinmiao/shared';
import { Alert } from 'antd';
import { useCallback } from 'react';
import { api } from '../../api/client.ts';
import { LazyTreeSelect } from './LazyTreeSelect.tsx';
import { conditionProblem, parseTreeDict, rootPid } from './tree-dict.ts';

type Props = {
  /** `table,text,code` of a server tree dictionary (`sys_depart,depart_name,id`). */
  dict: string;
  pidField: string;
  /** Where the tree starts; '0' or empty is the root. */
  pidValue?: string;
  /** A JSON string narrowing the rows (spec §5). */
  condition?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  multiple?: boolean;
};

/** JTreeSelect: a tree dictionary loaded level by level from `/sys/dict/loadTreeData`. */
export function DictTreeSelect({ dict, pidField, pidValue, condition, value, onChange, multiple }: Props) {
  const problem = conditionProblem(condition);
  const load = useCallback(
    (pid: string | undefined) => {
      const parts = parseTreeDict(dict);
      if (!parts) return Promise.resolve([]);
      return api(dictRoutes.loadTreeData, {
        query: { ...parts, pidField, pid: pid ?? rootPid(pidValue), ...(condition ? { condition } : {}) },
      });
    },
    [dict, pidField, pidValue, condition],
  );
  if (problem) return <Alert type="error" showIcon title={problem} />;
  return <LazyTreeSelect loadChildren={load} value={value} onChange={onChange} multiple={multiple} />;
}
