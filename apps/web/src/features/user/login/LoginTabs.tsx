import type { KeyboardEvent } from 'react';

export type LoginTab<K extends string> = { key: K; label: string };

/**
 * A WAI-ARIA tab list drawn like antd's card-less Tabs. antd Tabs itself would bring rc-tabs with
 * its overflow menu onto the page everyone loads first (see the sizes in bench/bundle-size.ts).
 */
export function LoginTabs<K extends string>({
  tabs,
  active,
  onChange,
}: {
  tabs: readonly LoginTab<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
  const move = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (!next) return;
    onChange(next.key);
    document.getElementById(tabId(next.key))?.focus();
  };

  return (
    <div className="login-tabs" role="tablist">
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          id={tabId(tab.key)}
          type="button"
          role="tab"
          aria-selected={tab.key === active}
          aria-controls={panelId(tab.key)}
          tabIndex={tab.key === active ? 0 : -1}
          className="login-tabs__tab"
          onClick={() => onChange(tab.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

export const tabId = (key: string) => `login-tab-${key}`;
export const panelId = (key: string) => `login-panel-${key}`;
