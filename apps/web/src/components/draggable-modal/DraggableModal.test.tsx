import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DraggableModal } from './DraggableModal.tsx';
import { CENTERED, dragBy, toggleFullscreen } from './modal-position.ts';

afterEach(cleanup);

describe('modal position', () => {
  it('moves by a drag, not in fullscreen, and recentres on leaving fullscreen', () => {
    const moved = dragBy(CENTERED, 30, 40);
    expect(moved).toEqual({ x: 30, y: 40, fullscreen: false });
    const full = toggleFullscreen(moved);
    expect(full.fullscreen).toBe(true);
    expect(dragBy(full, 100, 100)).toBe(full);
    expect(toggleFullscreen(full)).toEqual(CENTERED);
  });
});

function dialog(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.ant-modal');
  if (!found) throw new Error('no dialog');
  return found;
}

describe('DraggableModal', () => {
  it('follows a title drag, stays put in fullscreen and recentres after it', () => {
    render(
      <DraggableModal open title="拖动我" width={520} footer={null}>
        正文
      </DraggableModal>,
    );
    const bar = screen.getByTestId('draggable-modal-title');
    fireEvent.pointerDown(bar, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 150, clientY: 120, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    expect(dialog().style.transform).toBe('translate(50px, 20px)');

    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(dialog().style.transform).toBe('');
    fireEvent.pointerDown(bar, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 300, clientY: 300, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });

    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(dialog().style.transform).toBe('translate(0px, 0px)');
  });
});
