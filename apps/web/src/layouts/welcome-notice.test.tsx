import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../app/AppConfigProvider.tsx';
import { queueWelcomeNotice, useWelcomeNotice } from './welcome-notice.ts';

function Shell() {
  useWelcomeNotice();
  return <div>首页</div>;
}

/** Mounts the signed-in shell as a page load or a navigation does. */
function mountShell() {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <Shell />
    </AppConfigProvider>,
  );
}

const welcomes = () =>
  [...document.querySelectorAll('.ant-notification-notice')].filter((n) =>
    n.textContent?.includes('欢迎回来'),
  );

function unmountShell() {
  cleanup();
  for (const node of document.querySelectorAll('.ant-notification')) node.remove();
}

// A page load starts with nothing queued; in a worker shared with other files (vitest.config.ts),
// a sign-in tested there may have queued a welcome, which a first mount consumes.
beforeAll(async () => {
  mountShell();
  await new Promise((resolve) => setTimeout(resolve, 50));
  unmountShell();
});
afterEach(unmountShell);

describe('welcome notice', () => {
  it('is not shown when the shell loads without a sign-in (a reload, a new tab)', async () => {
    mountShell();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(welcomes()).toHaveLength(0);
  });

  it('is shown once after a sign-in, bottom right away from the user menu, and not again on the next loads', async () => {
    queueWelcomeNotice();
    mountShell();
    await waitFor(() => expect(welcomes()).toHaveLength(1));
    expect(document.querySelector('.ant-notification-bottomRight')?.textContent).toContain('欢迎回来');
    cleanup();
    for (const node of document.querySelectorAll('.ant-notification')) node.remove();
    mountShell();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(welcomes()).toHaveLength(0);
  });
});
