import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type CareerReport, careerPlanRoutes, careerReportRoutes } from '@xinmiao/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../../../access/storage.ts';
import { StorageKey } from '../../../access/storage-keys.ts';
import { hollandResult } from '../../../testing/career-records.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { renderInApp } from '../../../testing/render-in-app.tsx';
import { saveMobileSession } from '../mobile-session.ts';
import { MyCareerPage } from './MyCareerPage.tsx';

const report: CareerReport = {
  id: 's1',
  name: '王小明',
  studentNo: '20230101',
  className: '2023级1班',
  result: hollandResult(),
  questionnaires: [
    {
      scaleCode: 'XM_WORK_VALUES',
      name: '职业价值观问卷',
      testedAt: '2026-11-21 10:00:00',
      total: 4,
      interpretation: '价值观尚在形成',
      dimensions: [{ name: '助人', raw: 2, mean: 1, interpretation: '助人取向一般' }],
    },
  ],
};

type Sent = { url: string; headers: Record<string, string> };
let sent: Sent[];
let saved: string[];

/** The page's JSON calls go to the fakes; the PDF is answered by `pdf` and its request kept. */
function open(pdf: () => Response) {
  const fake = fakeApi()
    .on(careerReportRoutes.mine, report)
    .on(careerPlanRoutes.mine, { id: 's1', name: '王小明', studentNo: '20230101', goals: [] });
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    if (String(input).includes(careerReportRoutes.minePdf.path)) {
      sent.push({ url: String(input), headers: (init?.headers ?? {}) as Record<string, string> });
      return pdf();
    }
    return fake.fetch(input, init);
  });
  renderInApp(
    <MemoryRouter initialEntries={['/m/career']}>
      <MyCareerPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sent = [];
  saved = [];
  localStorage.clear();
  // The console's session differs from the student's: the download must send the student's.
  writeStored(StorageKey.accessToken, 'console-token');
  saveMobileSession({ token: 'student-token', name: '王小明' });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('MyCareerPage (/m/career)', () => {
  it('shows the Holland code and each 生涯问卷 the student may see', async () => {
    open(() => new Response(null, { status: 404 }));
    expect(await screen.findByText('ASI')).toBeTruthy();
    expect(screen.getByText('职业价值观问卷')).toBeTruthy();
    expect(screen.getByText('4（价值观尚在形成）')).toBeTruthy();
    expect(screen.getByText('助人取向一般')).toBeTruthy();
  });

  it('下载PDF fetches the student’s own PDF with the mobile token in a header and saves it', async () => {
    open(
      () =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''${encodeURIComponent('生涯报告-20230101-王小明.pdf')}`,
          },
        }),
    );
    expect(await screen.findByText('ASI')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下载PDF' }));
    await waitFor(() => expect(saved).toEqual(['生涯报告-20230101-王小明.pdf']));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/jeecg-boot/career/report/minePdf');
    expect(sent[0]?.headers['X-Access-Token']).toBe('student-token');
    expect(sent[0]?.url).not.toContain('token');
  });

  it('a refusal is told on the page and nothing is saved', async () => {
    open(
      () =>
        new Response(
          JSON.stringify({ success: false, code: 500, message: '学校暂未开放生涯报告查看', result: null }),
          {
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    expect(await screen.findByText('ASI')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下载PDF' }));
    expect(await screen.findByText('学校暂未开放生涯报告查看')).toBeTruthy();
    expect(saved).toEqual([]);
  });
});
