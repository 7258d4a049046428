import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { screeningTaskRoutes, type WordingCheck } from '@xinmiao/shared';
import { App, Button } from 'antd';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api.ts';
import { publishTask } from './publish-confirm.tsx';

function Publish() {
  const { modal } = App.useApp();
  const [outcome, setOutcome] = useState('');
  const go = () =>
    publishTask('t1', modal).then((r) => setOutcome(r ? `assigned ${r.assigned}` : 'cancelled'));
  return (
    <>
      <Button onClick={go}>发布任务</Button>
      <output>{outcome}</output>
    </>
  );
}

function setup(check: WordingCheck) {
  const fake = fakeApi()
    .on(screeningTaskRoutes.wordingCheck, check)
    .on(screeningTaskRoutes.publish, { assigned: 3, taskStatus: 'open' });
  render(
    <App>
      <Publish />
    </App>,
  );
  fireEvent.click(screen.getByRole('button', { name: '发布任务' }));
  return fake;
}

afterEach(cleanup);

const PHQ = { code: 'PHQ9', name: '患者健康问卷 PHQ-9' };
const GAD = { code: 'GAD7', name: '广泛性焦虑量表 GAD-7' };

describe('publishing a task with built-in clinical wording', () => {
  it('lists the scales by name and publishes with them confirmed', async () => {
    const fake = setup({ unanswerable: [], needConfirm: [PHQ, GAD] });
    const list = await screen.findByTestId('wording-confirm-scales');
    expect(list.textContent).toBe(`${PHQ.name}${GAD.name}`);
    expect(fake.calls(screeningTaskRoutes.publish)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: '确认并发布' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('assigned 3'));
    expect(fake.calls(screeningTaskRoutes.publish)[0]?.body).toEqual({
      id: 't1',
      confirmBuiltinWording: ['PHQ9', 'GAD7'],
    });
  });

  it('publishes nothing when the admin cancels', async () => {
    const fake = setup({ unanswerable: [], needConfirm: [PHQ] });
    await screen.findByTestId('wording-confirm-scales');
    fireEvent.click(screen.getByRole('button', { name: '取 消' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('cancelled'));
    expect(fake.calls(screeningTaskRoutes.publish)).toHaveLength(0);
  });

  it('asks nothing when the school’s wording is imported', async () => {
    const fake = setup({ unanswerable: [], needConfirm: [] });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('assigned 3'));
    expect(screen.queryByTestId('wording-confirm-scales')).toBeNull();
    expect(fake.calls(screeningTaskRoutes.publish)[0]?.body).toEqual({ id: 't1', confirmBuiltinWording: [] });
  });
});
