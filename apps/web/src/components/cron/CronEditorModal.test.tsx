import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CRON_MESSAGES } from '@xinmiao/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppConfigProvider } from '../../app/AppConfigProvider.tsx';
import { CronEditorModal } from './CronEditorModal.tsx';

afterEach(cleanup);

function open(value: string, onOk = vi.fn()) {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <CronEditorModal open value={value} onOk={onOk} onCancel={() => {}} />
    </AppConfigProvider>,
  );
  return onOk;
}
const expression = () => (screen.getByLabelText('cron表达式') as HTMLInputElement).value;
function radio(id: string): HTMLInputElement {
  const element = screen.getByTestId(id);
  const input = element instanceof HTMLInputElement ? element : element.querySelector('input');
  if (!input) throw new Error(`no radio ${id}`);
  return input;
}

describe('CronEditorModal', () => {
  it('parses the expression on open, tab by tab', async () => {
    open('0 0 9 ? * 6#3');
    expect(expression()).toBe('0 0 9 ? * 6#3');
    fireEvent.click(screen.getByRole('tab', { name: '周' }));
    expect(radio('cron-week-nthWeekday').checked).toBe(true);
    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    expect(radio('cron-day-unset').checked).toBe(true);
  });

  it('keeps day and week exclusive and previews the next 10 runs', async () => {
    const onOk = open('0 0 3 * * ?');
    fireEvent.click(screen.getByRole('tab', { name: '周' }));
    fireEvent.click(radio('cron-week-lastWeekday'));
    expect(expression()).toBe('0 0 3 ? * 2L');
    await waitFor(() => expect(screen.getAllByTestId('cron-run')).toHaveLength(10), { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledWith('0 0 3 ? * 2L');
  });

  it('falls back to * for a field it cannot read and shows the parser message it cannot save', async () => {
    open('0 0 x * * ?');
    expect(expression()).toBe('0 0 * * * ?');
    fireEvent.change(screen.getByLabelText('cron表达式'), { target: { value: '0 0 3 * * ? abc' } });
    fireEvent.blur(screen.getByLabelText('cron表达式'));
    expect(expression()).toBe('0 0 3 * * ? *');
    fireEvent.change(screen.getByLabelText('cron表达式'), { target: { value: '0 0 3 L-2 * ?' } });
    fireEvent.blur(screen.getByLabelText('cron表达式'));
    expect(await screen.findByText(CRON_MESSAGES.invalid, {}, { timeout: 3000 })).toBeTruthy();
  });
});
