import { useCallback, useEffect, useState } from 'react';
import { secondsLeft } from './countdown.ts';

/**
 * Seconds left of a running countdown. Each tick re-reads the clock against a fixed deadline, so a
 * background tab whose timers were throttled still shows the right figure when it comes back.
 */
export function useCountdown(): { left: number; start: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const next = secondsLeft(deadline, Date.now());
      setLeft(next);
      if (next === 0) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    setDeadline(Date.now() + seconds * 1000);
    setLeft(seconds);
  }, []);

  return { left, start };
}
