import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeEditor } from './CodeEditor.tsx';

afterEach(cleanup);

describe('CodeEditor', () => {
  it('shows its value and follows a new one', async () => {
    const { rerender } = render(<CodeEditor mode="sql" value="select 1" />);
    expect(screen.getByTestId('code-editor').textContent).toContain('select 1');
    rerender(<CodeEditor mode="sql" value="select 2" />);
    await waitFor(() => expect(screen.getByTestId('code-editor').textContent).toContain('select 2'));
  });
});
