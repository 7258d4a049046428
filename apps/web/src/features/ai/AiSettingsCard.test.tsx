import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { aiRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { AiSettingsCard } from './AiSettingsCard.tsx';

afterEach(cleanup);

const SETTINGS = {
  provider: 'openai' as const,
  baseUrl: 'https://api.example.com/v1',
  model: 'm1',
  secretState: 'set' as const,
  externalEnabled: true,
  monthlyTokenBudget: 1000,
  retentionDays: 180,
  studentPerMinute: 6,
  schoolPerMinute: 120,
  tokensThisMonth: 12,
};

describe('AiSettingsCard', () => {
  it('says a key is stored without showing it, and keeps it when saved with the field empty', async () => {
    const fake = fakeApi().on(aiRoutes.settings, SETTINGS).on(aiRoutes.saveSettings, '保存成功');
    renderInApp(<AiSettingsCard />);
    expect(await screen.findByText('已保存（不会显示）；留空保持不变')).toBeTruthy();
    expect(screen.getByText(/本月已用 12 tokens/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(fake.calls(aiRoutes.saveSettings)).toHaveLength(1));
    expect(fake.calls(aiRoutes.saveSettings)[0]?.body).toMatchObject({
      provider: 'openai',
      baseUrl: 'https://api.example.com/v1',
      apiKey: '',
      externalEnabled: true,
    });
  });
});
