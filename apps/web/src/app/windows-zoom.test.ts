import { describe, expect, it } from 'vitest';
import { applyWindowsBodyZoom } from './windows-zoom.ts';

const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('Windows body zoom (spec §9)', () => {
  it('keeps zoom 1 at a pixel ratio of 1.25 or more, else zooms by the inverse ratio', () => {
    const body = document.createElement('body');
    expect(applyWindowsBodyZoom(body, { userAgent: WINDOWS, devicePixelRatio: 1.5 })).toBe(1);
    expect(applyWindowsBodyZoom(body, { userAgent: WINDOWS, devicePixelRatio: 1.25 })).toBe(1);
    expect(applyWindowsBodyZoom(body, { userAgent: WINDOWS, devicePixelRatio: 1.1 })).toBeCloseTo(1 / 1.1);
    expect(body.style.getPropertyValue('zoom')).toBe(String(1 / 1.1));
  });

  it('leaves other systems alone', () => {
    const body = document.createElement('body');
    expect(
      applyWindowsBodyZoom(body, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)', devicePixelRatio: 1 }),
    ).toBeNull();
    expect(body.style.getPropertyValue('zoom')).toBe('');
  });
});
