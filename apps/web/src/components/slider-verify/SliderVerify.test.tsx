import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SliderVerify } from './SliderVerify.tsx';

afterEach(cleanup);

function drag(to: number): HTMLElement {
  const handle = screen.getByRole('slider', { name: '滑块' });
  fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1 });
  fireEvent.pointerMove(handle, { clientX: 10 + to, pointerId: 1 });
  fireEvent.pointerUp(handle, { clientX: 10 + to, pointerId: 1 });
  return handle;
}

describe('SliderVerify', () => {
  it('verifies past the full track width, fires success once and locks', () => {
    const onSuccess = vi.fn();
    render(<SliderVerify width={300} onSuccess={onSuccess} />);
    expect(screen.getByText('请按住滑块拖动')).toBeTruthy();
    const handle = drag(500);
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(handle.getAttribute('aria-valuenow')).toBe('260');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    drag(-200);
    expect(screen.getByText('验证通过')).toBeTruthy();
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('snaps back when released early', () => {
    const onSuccess = vi.fn();
    render(<SliderVerify width={300} onSuccess={onSuccess} />);
    const handle = drag(120);
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('请按住滑块拖动')).toBeTruthy();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
