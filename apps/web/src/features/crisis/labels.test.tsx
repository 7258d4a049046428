import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { type DictItem, sessionRoutes } from '@xinmiao/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeDictCache } from '../../access/dict-cache.ts';
import { fakeApi } from '../../testing/fake-api.ts';
import { CaseLevelTag, followupKindText } from './labels.tsx';

const item = (value: string, text: string, color: string | null): DictItem => ({
  value,
  text,
  title: text,
  label: text,
  color,
  jsonObject: null,
});

function withQuery(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{node}</QueryClientProvider>;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('CaseLevelTag in the school’s words', () => {
  it('shows the label and colour the school gave the level', () => {
    writeDictCache({ crisis_level: [item('3', '红色预警', '#a8071a'), item('2', '橙色预警', null)] });
    render(withQuery(<CaseLevelTag level={3} />));
    const tag = screen.getByText('红色预警');
    expect(tag.closest('.ant-tag')?.getAttribute('style')).toContain('color: #a8071a');
  });

  it('outlines a suggested level and falls back to the default for a missing item', () => {
    writeDictCache({ crisis_level: [item('3', '红色预警', '#a8071a')] });
    render(withQuery(<CaseLevelTag level={null} suggested={2} />));
    const tag = screen.getByText('建议橙色预警');
    expect(tag.getAttribute('style')).toContain('color: #fa8c16');
  });

  it('fetches the dictionary when the sign-in cache does not hold it', async () => {
    fakeApi().on(sessionRoutes.dictItems, [item('1', '黄色预警', '#d4b106')]);
    render(withQuery(<CaseLevelTag level={1} />));
    expect(await screen.findByText('黄色预警')).toBeTruthy();
  });
});

describe('followupKindText', () => {
  it('names a visit 回访 and a re-test 复测 with its scale', () => {
    expect(followupKindText({ kind: 'visit', scaleCode: null })).toBe('回访');
    expect(followupKindText({ kind: 'retest', scaleCode: 'PHQ-9' })).toBe('复测 PHQ-9');
  });
});
