import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CellView } from './CellView.tsx';

afterEach(cleanup);

describe('CellView', () => {
  it('shows a file by the first 5 characters of its name, the whole name on hover (spec §9)', () => {
    render(
      <CellView
        column={{ key: 'f', title: '附件', type: 'file' }}
        row={{ id: 'r1', f: 'temp/心理普查报告2026.pdf' }}
      />,
    );
    expect(screen.getByText('心理普查报...').getAttribute('title')).toBe('心理普查报告2026.pdf');
  });
});
