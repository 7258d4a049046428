import { useEffect, useRef } from 'react';

/** Scrolls to the top whenever the pathname changes (spec §2: after each navigation). */
export function useScrollTopOnNavigate(pathname: string): void {
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
}
