import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentLayout } from './ContentLayout.tsx';

afterEach(cleanup);

describe('ContentLayout', () => {
  it('shows only the content when nothing else is given', () => {
    render(<ContentLayout>正文</ContentLayout>);
    expect(screen.getByText('正文')).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByTestId('content-layout-search')).toBeNull();
  });

  it('shows header, search and tabs, reporting tab changes', () => {
    const onTabChange = vi.fn();
    render(
      <ContentLayout
        title="标题"
        description="说明"
        search={<span>搜索区</span>}
        tabs={[
          { key: 'a', label: '甲' },
          { key: 'b', label: '乙' },
        ]}
        activeTab="a"
        onTabChange={onTabChange}
      >
        正文
      </ContentLayout>,
    );
    expect(screen.getByText('标题')).toBeTruthy();
    expect(screen.getByText('说明')).toBeTruthy();
    expect(screen.getByText('搜索区')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '乙' }));
    expect(onTabChange).toHaveBeenCalledWith('b');
  });
});
