import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { remindText, TaskActionButtons } from './TaskActionButtons.tsx';

afterEach(cleanup);

function show(taskStatus: string, props: { mayDelete?: boolean; onRemind?: () => void } = {}) {
  const onAction = vi.fn();
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <TaskActionButtons
        task={{ taskStatus }}
        mayAct
        mayDelete={props.mayDelete ?? false}
        onAction={onAction}
        onRemind={props.onRemind}
      />
    </AppConfigProvider>,
  );
  return onAction;
}

// The lifecycle buttons 测评任务 and 生涯调查 share.
describe('TaskActionButtons', { timeout: 30_000 }, () => {
  it('offers a draft 发布, and 删除 only to a reader who may delete', async () => {
    const onAction = show('draft');
    expect(screen.queryByRole('button', { name: /删\s?除/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /发\s?布/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('publish', ''));
    cleanup();
    show('draft', { mayDelete: true });
    expect(screen.getByRole('button', { name: /删\s?除/ })).toBeTruthy();
  });

  it('asks before 开启补测 of a closed task, and 催测 only when offered', async () => {
    const onAction = show('closed');
    expect(screen.queryByRole('button', { name: /催\s?测/ })).toBeNull();
    expect(screen.getByPlaceholderText('补测截止时间')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '开启补测' }));
    expect(await screen.findByText('确定开启补测吗？')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(onAction).toHaveBeenCalledWith('makeup', ''));
    cleanup();
    const onRemind = vi.fn();
    show('open', { onRemind });
    fireEvent.click(screen.getByRole('button', { name: /催\s?测/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(onRemind).toHaveBeenCalled());
  });

  it('says what a 催测 did', () => {
    expect(remindText({ units: 2, students: 5, recipients: 3 }, false)).toBe(
      '已提醒 5 名学生、3 位老师（2 个单位）',
    );
    expect(remindText({ units: 0, students: 0, recipients: 0 }, true)).toBe('该单位的学生均已完成');
    expect(remindText({ units: 0, students: 0, recipients: 0 }, false)).toBe('各班级进度均已达标');
  });
});
