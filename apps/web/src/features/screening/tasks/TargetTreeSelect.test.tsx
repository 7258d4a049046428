import { cleanup, fireEvent, screen } from '@testing-library/react';
import { type ScreeningTargets, type StructureNode, screeningTaskRoutes } from '@xinmiao/shared';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { MatchedCount } from './MatchedCount.tsx';
import { TargetTreeSelect } from './TargetTreeSelect.tsx';

const node = (id: string, name: string, children?: StructureNode[]): StructureNode => ({
  id,
  parentId: null,
  name,
  kind: null,
  orgCode: id,
  dormitory: null,
  enrolYear: null,
  ...(children ? { children } : {}),
});

const TREE = [node('cs', '计算机学院', [node('cs23', '2023级', [node('cs23-1', '2023级1班')])])];
/** What the server would count for each set of picked units. */
const COUNTS: Record<string, number> = { '': 120, cs: 40 };

function Picker() {
  const [departIds, setDepartIds] = useState<string[]>([]);
  return (
    <>
      <TargetTreeSelect value={departIds} onChange={setDepartIds} />
      <MatchedCount targets={{ departIds, enrolYears: [], studentTypes: [], studentStatuses: [] }} />
    </>
  );
}

afterEach(cleanup);

describe('targets on the org tree', { timeout: 30_000 }, () => {
  it('checks a college with its grades and classes and counts the students live', async () => {
    fakeApi()
      .on(screeningTaskRoutes.targetTree, TREE)
      .on(screeningTaskRoutes.matchCount, ({ body }) => {
        const { targets } = body as { targets: ScreeningTargets };
        return { count: COUNTS[targets.departIds.join(',')] ?? -1 };
      });
    renderInApp(<Picker />);
    expect(await screen.findByText('已选 120 名学生', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('计算机学院', {}, { timeout: 10_000 }));
    expect(await screen.findByText('已选 40 名学生', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
