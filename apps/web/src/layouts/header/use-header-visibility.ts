import { useEffect, useRef, useState } from 'react';
import { headerVisibleAfterScroll } from '../settings/settings-rules.ts';

/** Tracks window scroll and hides the header while scrolling down past the threshold. */
export function useHeaderVisibility(autoHide: boolean): boolean {
  const [visible, setVisible] = useState(true);
  const lastTop = useRef(0);
  useEffect(() => {
    if (!autoHide) {
      setVisible(true);
      return;
    }
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const top = document.documentElement.scrollTop || document.body.scrollTop;
        setVisible(headerVisibleAfterScroll(lastTop.current, top, true));
        lastTop.current = top;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [autoHide]);
  return visible;
}
