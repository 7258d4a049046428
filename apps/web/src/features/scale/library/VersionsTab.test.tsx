import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type ScaleDetail, scaleRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accessStore, emptyAccess } from '../../../access/access-store.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { grant } from '../../../testing/grant.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { VersionsTab } from './VersionsTab.tsx';

const version = (v: string, source: 'builtin' | 'import', current: boolean) => ({
  version: v,
  source,
  baseVersion: source === 'import' ? '1.0' : null,
  note: null,
  createBy: null,
  createTime: null,
  current,
});

const detail: ScaleDetail = {
  id: 'GAD7',
  code: 'GAD7',
  name: '广泛性焦虑量表',
  source: 'builtin',
  itemCount: 8,
  dimensionCount: 0,
  clinical: true,
  currentVersion: '1.0',
  enabled: true,
  createTime: null,
  settings: { pinnedVersion: null, normSet: null },
  scoringSettings: {},
  hasTotal: true,
  positiveMinScore: null,
  standard: null,
  items: [],
  dimensions: [],
  bands: [],
  defaultBand: null,
  alertItems: [],
  rules: [],
  norms: [],
  versions: [version('1.0', 'builtin', true), version('1.0-题库1', 'import', false)],
  packages: ['新生普查', '复测'],
  definition: null,
};

function renderTab(codes: string[]) {
  grant(...codes);
  const fake = fakeApi().on(scaleRoutes.enableVersion, { version: '1.0-题库1', packages: detail.packages });
  const onChanged = vi.fn();
  renderInApp(<VersionsTab detail={detail} onChanged={onChanged} />);
  return { fake, onChanged };
}

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

describe('VersionsTab', () => {
  it('marks an imported version 未启用 and enables it only after a confirm naming the packages', async () => {
    const { fake, onChanged } = renderTab(['scale:library:edit']);
    expect(screen.getByText('未启用')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^启\s?用$/ }));
    expect(
      await screen.findByText(
        '内置量表的计分、常模与预警规则不变，只使用该版本的题目文字。该量表被以下测评套餐使用：「新生普查」、「复测」，启用新版本后新的测评将使用新版本，确定启用？',
      ),
    ).toBeTruthy();
    expect(fake.fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确定启用' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(fake.calls(scaleRoutes.enableVersion)[0]?.body).toEqual({ id: 'GAD7', version: '1.0-题库1' });
  });

  it('offers no 启用 without scale:library:edit', () => {
    renderTab([]);
    expect(screen.queryByRole('button', { name: /启\s?用/ })).toBeNull();
  });
});
