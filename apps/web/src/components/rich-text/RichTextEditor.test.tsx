import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import RichTextEditor from './RichTextEditor.tsx';

afterEach(cleanup);

describe('RichTextEditor', () => {
  it('shows the HTML it is given and follows a value set from outside', async () => {
    const { rerender } = render(<RichTextEditor value="<p>第一版</p>" />);
    expect(await screen.findByText('第一版')).toBeTruthy();
    rerender(<RichTextEditor value="<h2>第二版</h2>" />);
    await waitFor(() => expect(screen.getByRole('heading', { name: '第二版' })).toBeTruthy());
  });
});
