import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BackButton } from './BackButton.tsx';

function renderAt(entries: string[]) {
  render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      <Routes>
        <Route path="/cockpit/condition" element={<BackButton />} />
        <Route path="/crisis/warnings" element={<p>预警列表</p>} />
        <Route path="/dashboard/analysis" element={<p>首页内容</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('BackButton', () => {
  it('goes back to the page the user came from', () => {
    renderAt(['/crisis/warnings', '/cockpit/condition']);
    fireEvent.click(screen.getByRole('button', { name: /返回上一页/ }));
    expect(screen.getByText('预警列表')).toBeTruthy();
  });

  it('goes home when the page was opened directly', () => {
    renderAt(['/cockpit/condition']);
    fireEvent.click(screen.getByRole('button', { name: /返回首页/ }));
    expect(screen.getByText('首页内容')).toBeTruthy();
  });
});
