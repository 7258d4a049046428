import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { aiRoutes } from '@xinmiao/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { accessStore, emptyAccess } from '../../access/access-store.ts';
import { FakeEventStream, fakeApi } from '../../testing/fake-api.ts';
import { renderInApp } from '../../testing/render-in-app.tsx';
import { CaseTranscript } from './CaseTranscript.tsx';
import { KnowledgeTab } from './KnowledgeTab.tsx';
import { StaffChatPanel } from './StaffChatPanel.tsx';

afterEach(() => {
  cleanup();
  accessStore.set(emptyAccess);
});

describe('StaffChatPanel', () => {
  it('offers the user’s own tools as examples and shows what was looked up beside the streamed answer', async () => {
    const fake = fakeApi()
      .on(aiRoutes.staffTools, [
        { name: 'screeningProgress', title: '测评完成情况', example: '这个班本学期的测评完成情况怎么样？' },
      ])
      .on(
        aiRoutes.staffChat,
        new FakeEventStream([
          { event: 'conversation', data: { conversationId: 'c1' } },
          { event: 'tool', data: { name: 'screeningProgress', title: '测评完成情况' } },
          { event: 'delta', data: { text: '「秋季普查」：应测 30 人，' } },
          { event: 'delta', data: { text: '已完成 12 人。' } },
          { event: 'done', data: { provider: 'offline' } },
        ]),
      );
    renderInApp(<StaffChatPanel />);
    fireEvent.click(await screen.findByText('这个班本学期的测评完成情况怎么样？'));
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText(/应测 30 人，已完成 12 人。/)).toBeTruthy();
    expect(screen.getByText('已查询：测评完成情况')).toBeTruthy();
    expect(fake.calls(aiRoutes.staffChat)[0]?.body).toEqual({ text: '这个班本学期的测评完成情况怎么样？' });
  });

  it('shows the server’s refusal in Chinese', async () => {
    fakeApi()
      .on(aiRoutes.staffTools, [])
      .on(
        aiRoutes.staffChat,
        new FakeEventStream([{ event: 'error', data: { message: '发送太频繁了，请稍等一会儿再试' } }]),
      );
    renderInApp(<StaffChatPanel />);
    fireEvent.change(screen.getByPlaceholderText(/输入问题/), { target: { value: '你好' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('发送太频繁了，请稍等一会儿再试')).toBeTruthy();
  });
});

describe('KnowledgeTab', () => {
  it('adds an entry through the record dialog', async () => {
    const fake = fakeApi().on(aiRoutes.knowledgeAll, []).on(aiRoutes.knowledgeAdd, '保存成功');
    accessStore.set({
      ...emptyAccess,
      auth: [{ action: 'ai:knowledge:edit', type: '1', describe: '知识库' }],
    });
    renderInApp(<KnowledgeTab />);
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    fireEvent.change(await screen.findByPlaceholderText('例如：心理中心在哪里'), {
      target: { value: '心理中心在哪里' },
    });
    fireEvent.change(screen.getByLabelText('回答'), { target: { value: '图书馆三楼 305 室' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|保\s*存/ }));
    await waitFor(() => expect(fake.calls(aiRoutes.knowledgeAdd)).toHaveLength(1));
    expect(fake.calls(aiRoutes.knowledgeAdd)[0]?.body).toEqual({
      title: '心理中心在哪里',
      answer: '图书馆三楼 305 室',
      enabled: true,
    });
  });
});

describe('CaseTranscript', () => {
  it('shows the conversation behind a case and marks the message that hit a rule', async () => {
    const fake = fakeApi().on(aiRoutes.caseTranscript, [
      {
        id: 'm1',
        role: 'user',
        content: '不想再撑了',
        provider: null,
        riskHit: true,
        createTime: '2026-11-27 10:00:00',
      },
      {
        id: 'm2',
        role: 'assistant',
        content: '谢谢你愿意说出来',
        provider: 'safety',
        riskHit: false,
        createTime: '2026-11-27 10:00:01',
      },
    ]);
    renderInApp(<CaseTranscript caseId="case-1" />);
    expect(await screen.findByText('不想再撑了')).toBeTruthy();
    expect(screen.getByText('命中风险规则')).toBeTruthy();
    expect(fake.calls(aiRoutes.caseTranscript)[0]?.query).toEqual({ caseId: 'case-1' });
  });
});
