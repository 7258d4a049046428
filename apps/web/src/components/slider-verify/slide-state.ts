export type SlideState =
  | { phase: 'idle'; offset: 0 }
  | { phase: 'dragging'; startX: number; offset: number }
  | { phase: 'verified'; offset: number };

export const IDLE: SlideState = { phase: 'idle', offset: 0 };

/** Pointer moved: the handle follows inside the track; verified is locked. */
export function slideTo(state: SlideState, clientX: number, maxOffset: number): SlideState {
  if (state.phase !== 'dragging') return state;
  const offset = Math.min(Math.max(clientX - state.startX, 0), maxOffset);
  return { ...state, offset };
}

/** Pointer released: at the end of the track it is verified, earlier it snaps back (spec §4). */
export function release(state: SlideState, maxOffset: number): SlideState {
  if (state.phase !== 'dragging') return state;
  return state.offset >= maxOffset ? { phase: 'verified', offset: maxOffset } : IDLE;
}
