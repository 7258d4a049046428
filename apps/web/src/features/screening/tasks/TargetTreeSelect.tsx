import { useQuery } from '@tanstack/react-query';
import { careerSurveyRoutes, type StructureNode, screeningTaskRoutes } from '@xinmiao/shared';
import { TreeSelect } from 'antd';
import { api } from '../../../api/client.ts';

type TreeOption = { value: string; title: string; children?: TreeOption[] };

function toOptions(nodes: readonly StructureNode[]): TreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.kind === 'grade' && node.enrolYear ? `${node.name}（${node.enrolYear}级入学）` : node.name,
    ...(node.children?.length ? { children: toOptions(node.children) } : {}),
  }));
}

/** `career`: a 生涯调查's targets, read through the survey routes (a 生涯导师 holds no task code). */
type Props = { value?: string[]; onChange?: (departIds: string[]) => void; career?: boolean };

/**
 * Targets by org unit: colleges, grades and classes, checked with their children. A fully checked
 * parent is kept as the parent alone, so a task for a college stays one id as classes come and go.
 */
export function TargetTreeSelect({ value, onChange, career = false }: Props) {
  const tree = useQuery({
    queryKey: ['screening', 'targetTree', career],
    queryFn: () => (career ? api(careerSurveyRoutes.targetTree) : api(screeningTaskRoutes.targetTree)),
  });
  return (
    <TreeSelect<string[]>
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      treeData={toOptions(tree.data ?? [])}
      loading={tree.isLoading}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      treeNodeFilterProp="title"
      showSearch
      allowClear
      maxTagCount="responsive"
      placeholder="不选表示全校"
    />
  );
}
