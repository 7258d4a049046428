export type ModalPosition = { x: number; y: number; fullscreen: boolean };

export const CENTERED: ModalPosition = { x: 0, y: 0, fullscreen: false };

/** A drag by (dx, dy); in fullscreen the dialog does not move (spec §4). */
export function dragBy(position: ModalPosition, dx: number, dy: number): ModalPosition {
  if (position.fullscreen) return position;
  return { ...position, x: position.x + dx, y: position.y + dy };
}

/** Toggling fullscreen; leaving it puts the dialog back where it opened. */
export function toggleFullscreen(position: ModalPosition): ModalPosition {
  return position.fullscreen ? CENTERED : { ...position, fullscreen: true };
}
