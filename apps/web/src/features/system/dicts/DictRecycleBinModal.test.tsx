import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { dictRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { DictRecycleBinModal } from './DictRecycleBinModal.tsx';

const removed = {
  id: 'd1',
  dictName: '旧字典',
  dictCode: 'old_dict',
  description: null,
  type: 0,
  createBy: 'admin',
  createTime: '2026-01-01 00:00:00',
  updateBy: null,
  updateTime: null,
};

function renderBin() {
  const fake = fakeApi()
    .on(dictRoutes.recycleList, [removed])
    .on(dictRoutes.restore, '操作成功!')
    .on(dictRoutes.deletePhysic, '操作成功!');
  renderInApp(<DictRecycleBinModal open onClose={() => {}} />);
  return fake;
}

afterEach(cleanup);

describe('DictRecycleBinModal', () => {
  it('lists deleted dictionaries and takes one back by id', async () => {
    const fake = renderBin();
    expect(await screen.findByText('旧字典')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '取回' }));
    await waitFor(() =>
      expect(fake.calls(dictRoutes.restore).map((c) => c.url)).toEqual(['/jeecg-boot/sys/dict/back/d1']),
    );
  });

  it('asks before removing for good, then deletes by id', async () => {
    const fake = renderBin();
    fireEvent.click(await screen.findByRole('button', { name: '彻底删除' }));
    expect(fake.calls(dictRoutes.deletePhysic)).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(fake.calls(dictRoutes.deletePhysic).map((c) => c.url)).toEqual([
        '/jeecg-boot/sys/dict/deletePhysic/d1',
      ]),
    );
  });
});
