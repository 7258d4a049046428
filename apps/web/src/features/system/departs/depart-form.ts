import type { DepartAdd, DepartNode } from '@xinmiao/shared';

/** What the 部门 form edits. */
export type DepartFormValues = {
  departName: string;
  orgCategory: string;
  departOrder: number;
  mobile: string;
  fax: string;
  address: string;
  memo: string;
  status: 0 | 1;
};

export const EMPTY_DEPART: DepartFormValues = {
  departName: '',
  orgCategory: '2',
  departOrder: 0,
  mobile: '',
  fax: '',
  address: '',
  memo: '',
  status: 1,
};

export function departValuesOf(node: DepartNode): DepartFormValues {
  return {
    departName: node.departName,
    orgCategory: node.orgCategory,
    departOrder: node.departOrder,
    mobile: node.mobile ?? '',
    fax: node.fax ?? '',
    address: node.address ?? '',
    memo: node.memo ?? '',
    status: node.status === '0' ? 0 : 1,
  };
}

export function departBody(values: DepartFormValues): Omit<DepartAdd, 'parentId'> {
  return {
    departName: values.departName.trim(),
    orgCategory: values.orgCategory,
    departOrder: values.departOrder ?? 0,
    mobile: values.mobile || null,
    fax: values.fax || null,
    address: values.address || null,
    memo: values.memo || null,
    status: values.status,
  };
}

/** Every node of a forest, depth first (to find a node by id and to expand all on search). */
export function flattenDeparts(nodes: readonly DepartNode[]): DepartNode[] {
  return nodes.flatMap((n) => [n, ...flattenDeparts(n.children ?? [])]);
}
