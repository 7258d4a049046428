import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toPage, userRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { userRecord } from '../../../testing/records.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { DepartMembersTab } from './DepartMembersTab.tsx';

const member = userRecord({
  id: 'u1',
  username: 'xinli',
  realname: '林心怡',
  orgCodeTxt: '心理健康教育中心',
});

function show(canEdit: boolean) {
  const fake = fakeApi()
    .on(userRoutes.departUserList, toPage([member], 1, 1, 10))
    .on(userRoutes.deleteUserInDepartBatch, '删除成功!');
  renderInApp(<DepartMembersTab departId="d1" canEdit={canEdit} />);
  return fake;
}

afterEach(cleanup);

describe('部门成员', { timeout: 30_000 }, () => {
  it("lists the department's members and takes one out after a confirm", async () => {
    const fake = show(true);
    await screen.findByText('林心怡', {}, { timeout: 10_000 });
    expect(fake.calls(userRoutes.departUserList)[0]?.query).toMatchObject({ depId: 'd1' });
    fireEvent.click(screen.getByRole('button', { name: '移出' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(fake.calls(userRoutes.deleteUserInDepartBatch).map((c) => c.query)).toEqual([
        { depId: 'd1', userIds: 'u1' },
      ]),
    );
  });

  it('offers no changes without the edit button', async () => {
    show(false);
    await screen.findByText('林心怡', {}, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: /移\s*出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /添加已有用户/ })).toBeNull();
  });
});
