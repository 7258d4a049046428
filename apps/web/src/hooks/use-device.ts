import { useSyncExternalStore } from 'react';

export type Device = 'mobile' | 'tablet' | 'desktop';

/** Breakpoints of the console: phones up to 576 px, tablets up to 1199 px. */
export function deviceFor(width: number): Device {
  if (width <= 576) return 'mobile';
  if (width < 1200) return 'tablet';
  return 'desktop';
}

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** The device of this moment, for code that acts on an event rather than re-rendering with it. */
export function currentDevice(): Device {
  return deviceFor(window.innerWidth);
}

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, currentDevice, () => 'desktop');
}
