import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Modal, type ModalProps } from 'antd';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { CENTERED, dragBy, type ModalPosition, toggleFullscreen } from './modal-position.ts';

type Props = Omit<ModalProps, 'title' | 'modalRender'> & { title: ReactNode };

/**
 * antd Modal that moves by its title bar and has a 全屏 toggle. Fullscreen stops dragging; leaving
 * it recentres the dialog.
 */
export function DraggableModal({ title, width, style, ...props }: Props) {
  const [position, setPosition] = useState<ModalPosition>(CENTERED);
  const last = useRef<{ x: number; y: number } | null>(null);

  const down = (event: PointerEvent<HTMLDivElement>) => {
    if (position.fullscreen) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = { x: event.clientX, y: event.clientY };
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    const from = last.current;
    if (!from) return;
    last.current = { x: event.clientX, y: event.clientY };
    setPosition((p) => dragBy(p, event.clientX - from.x, event.clientY - from.y));
  };
  const up = () => {
    last.current = null;
  };

  const heading = (
    <div
      data-testid="draggable-modal-title"
      style={{
        cursor: position.fullscreen ? 'default' : 'move',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
      }}
      onPointerDown={down}
      onPointerMove={move}
      onPointerUp={up}
      onPointerCancel={up}
    >
      <span style={{ flex: 1 }}>{title}</span>
      <Button
        type="text"
        size="small"
        aria-label={position.fullscreen ? '退出全屏' : '全屏'}
        icon={position.fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={() => setPosition(toggleFullscreen)}
        style={{ marginRight: 32 }}
      />
    </div>
  );

  return (
    <Modal
      {...props}
      title={heading}
      width={position.fullscreen ? '100%' : width}
      style={
        position.fullscreen
          ? { top: 0, maxWidth: '100%', margin: 0, paddingBottom: 0 }
          : { ...style, transform: `translate(${position.x}px, ${position.y}px)` }
      }
      styles={position.fullscreen ? { body: { minHeight: 'calc(100vh - 120px)' } } : props.styles}
      afterClose={() => {
        setPosition(CENTERED);
        props.afterClose?.();
      }}
    />
  );
}
