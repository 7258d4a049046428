import { CheckCircleFilled, DoubleRightOutlined } from '@ant-design/icons';
import { type PointerEvent, useState } from 'react';
import { IDLE, release, type SlideState, slideTo } from './slide-state.ts';
import './slider-verify.css';

const HANDLE_WIDTH = 40;

type Props = {
  /** Track width in pixels. */
  width?: number;
  onSuccess?: () => void;
};

/** 滑块验证: drag the handle to the end of the track; released early it snaps back. */
export function SliderVerify({ width = 300, onSuccess }: Props) {
  const [state, setState] = useState<SlideState>(IDLE);
  const maxOffset = width - HANDLE_WIDTH;
  const verified = state.phase === 'verified';

  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (state.phase !== 'idle') return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setState({ phase: 'dragging', startX: event.clientX, offset: 0 });
  };
  const move = (event: PointerEvent<HTMLDivElement>) => setState((s) => slideTo(s, event.clientX, maxOffset));
  const end = () => {
    const next = release(state, maxOffset);
    setState(next);
    if (next.phase === 'verified' && state.phase === 'dragging') onSuccess?.();
  };

  return (
    <div
      className={`slider-verify${verified ? ' slider-verify--verified' : ''}`}
      style={{ width }}
      data-testid="slider-verify"
    >
      <div className="slider-verify__fill" style={{ width: state.offset + HANDLE_WIDTH }} />
      <span className="slider-verify__text">{verified ? '验证通过' : '请按住滑块拖动'}</span>
      <div
        className="slider-verify__handle"
        role="slider"
        aria-label="滑块"
        aria-valuemin={0}
        aria-valuemax={maxOffset}
        aria-valuenow={state.offset}
        tabIndex={0}
        style={{ left: state.offset, width: HANDLE_WIDTH }}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      >
        {verified ? <CheckCircleFilled /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}
