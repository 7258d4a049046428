import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type CaseAction, crisisRoutes, sessionRoutes } from '@xinmiao/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { TransitionModal } from './TransitionModal.tsx';

const ASSIGNEES = {
  counsellors: [
    { id: 'u-zhang', name: '张辅导', responsible: true },
    { id: 'u-admin', name: '管理员', responsible: false },
  ],
  therapists: [
    { id: 'u-lin', name: '林心怡', responsible: true },
    { id: 'u-zhou', name: '周两校', responsible: true },
  ],
  counsellorId: 'u-zhang',
  therapistId: null,
};

/** The drawer's use of the dialog: one instance, opened for one step after another. */
function Steps() {
  const [action, setAction] = useState<CaseAction | null>(null);
  return (
    <>
      <Button onClick={() => setAction('suspend')}>去休学</Button>
      <Button onClick={() => setAction('intervene')}>去开始干预</Button>
      <Button onClick={() => setAction('assign')}>去分派</Button>
      <Button onClick={() => setAction('hand_over')}>去移交</Button>
      <TransitionModal
        caseId="c1"
        action={action}
        onClose={() => setAction(null)}
        onSaved={() => setAction(null)}
      />
    </>
  );
}

function mount() {
  const fake = fakeApi()
    .on(sessionRoutes.dictItems, [])
    .on(crisisRoutes.assignees, ASSIGNEES)
    .on(crisisRoutes.transition, '操作成功');
  renderInApp(<Steps />);
  return fake;
}

const ok = () => fireEvent.click(screen.getByRole('button', { name: '确定' }));
const sent = (fake: ReturnType<typeof mount>) => fake.calls(crisisRoutes.transition).map((c) => c.body);

afterEach(cleanup);

describe('TransitionModal', () => {
  it('a reason typed for a step that was cancelled is not sent with the next step', async () => {
    const fake = mount();
    fireEvent.click(screen.getByRole('button', { name: '去休学' }));
    fireEvent.change(await screen.findByLabelText('原因'), { target: { value: '家长要求休学' } });
    // The dialog's own 关闭 button (the corner ✕ is called 关闭 too).
    fireEvent.click(screen.getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '去开始干预' }));
    await waitFor(() => expect((screen.getByLabelText('原因') as HTMLTextAreaElement).value).toBe(''));
    ok();
    await waitFor(() => expect(sent(fake)).toHaveLength(1));
    expect(sent(fake)[0]).toEqual({ id: 'c1', action: 'intervene', attachments: [] });
  });

  it('assignment is pre-filled with the student’s 辅导员; the therapist is still asked for', async () => {
    const fake = mount();
    fireEvent.click(screen.getByRole('button', { name: '去分派' }));
    await screen.findByTitle('张辅导');
    expect(fake.calls(crisisRoutes.assignees)[0]?.query).toEqual({ id: 'c1' });
    ok();
    await screen.findByText('请选择咨询师');
    expect(sent(fake)).toHaveLength(0);
  });

  it('a hand-over names a recipient and says it waits on their acceptance', async () => {
    const fake = mount();
    fireEvent.click(screen.getByRole('button', { name: '去移交' }));
    await screen.findByText(/对方接收后生效/);
    fireEvent.change(screen.getByLabelText('原因'), { target: { value: '咨询师休产假' } });
    ok();
    await screen.findByText('请选择接收人');
    expect(sent(fake)).toHaveLength(0);
  });
});
