import { Activity, type ReactNode, useRef } from 'react';
import { useLocation, useOutlet } from 'react-router';
import { useTabs } from './tabs-runtime.ts';

/**
 * Renders the current page and keeps pages marked keep-alive mounted but hidden while their tab is
 * open (`<Activity mode="hidden">` keeps state and tears effects down). A tab's refresh counter is
 * part of the key, so "refresh" remounts it.
 */
export function KeepAliveOutlet({ keepAlive }: { keepAlive: boolean }) {
  const outlet = useOutlet();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  const { cached, refresh } = useTabs();
  const pages = useRef(new Map<string, ReactNode>());

  if (keepAlive) pages.current.set(current, outlet);
  for (const key of [...pages.current.keys()]) {
    if (key !== current && !cached.includes(key)) pages.current.delete(key);
  }
  const keys = [...pages.current.keys()];
  if (!keys.includes(current)) keys.push(current);

  return keys.map((key) => (
    <Activity key={`${key}#${refresh[key] ?? 0}`} mode={key === current ? 'visible' : 'hidden'}>
      {key === current ? outlet : pages.current.get(key)}
    </Activity>
  ));
}
