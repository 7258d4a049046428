import { cleanup, render, screen } from '@testing-library/react';
import { EMBED_MESSAGES, embedRoutes, HOME_PATH } from '@xinmiao/shared';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emptySession, sessionStore } from '../../../access/session-store.ts';
import { readStored } from '../../../access/storage.ts';
import { StorageKey } from '../../../access/storage-keys.ts';
import { AppConfigProvider } from '../../../app/AppConfigProvider.tsx';
import { isEmbedded } from '../../../layouts/embedded.ts';
import { fakeApi } from '../../../testing/fake-api.ts';
import { loginResult } from '../../../testing/records.ts';
import { EmbedEntry } from './EmbedEntry.tsx';

const signedIn = loginResult('embedded-session', { username: 'admin', realname: '管理员' });

function Where() {
  const location = useLocation();
  return <p>到达 {`${location.pathname}${location.hash}`}</p>;
}

function renderEntry(address: string): void {
  render(
    <AppConfigProvider primaryColor="#1890FF">
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/embed" element={<EmbedEntry />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </AppConfigProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sessionStore.set(emptySession);
});
afterEach(cleanup);

describe('EmbedEntry', () => {
  it('redeems the code once, keeps the session and opens the page', async () => {
    const fake = fakeApi().on(embedRoutes.exchange, signedIn);
    renderEntry('/embed#code=one-time&to=%2Fscreening%2Ftasks');
    expect(await screen.findByText('到达 /screening/tasks')).toBeTruthy();
    expect(fake.calls(embedRoutes.exchange).map((c) => c.body)).toEqual([{ code: 'one-time' }]);
    expect(readStored(StorageKey.accessToken)).toBe('embedded-session');
    expect(sessionStore.get().token).toBe('embedded-session');
    // Inside the console's frame our shell steps aside; this console in its own tab keeps it.
    expect(isEmbedded(true)).toBe(true);
    expect(isEmbedded(false)).toBe(false);
  });

  it('a frame that did not come in through the entry keeps our shell', () => {
    expect(isEmbedded(true)).toBe(false);
  });

  it('goes home rather than to an address outside this console', async () => {
    fakeApi().on(embedRoutes.exchange, signedIn);
    renderEntry('/embed#code=one-time&to=%2F%2Fevil.example%2Fx');
    expect(await screen.findByText(`到达 ${HOME_PATH}`)).toBeTruthy();
  });

  it('says the entry has expired when the code is refused or missing', async () => {
    fakeApi().on(embedRoutes.exchange, { refuse: EMBED_MESSAGES.badCode });
    renderEntry('/embed#code=used&to=%2Fscreening%2Ftasks');
    expect(await screen.findByText(EMBED_MESSAGES.badCode)).toBeTruthy();
    expect(sessionStore.get().token).toBe('');
    cleanup();
    const fake = fakeApi().on(embedRoutes.exchange, signedIn);
    renderEntry('/embed');
    expect(await screen.findByText(EMBED_MESSAGES.badCode)).toBeTruthy();
    expect(fake.calls(embedRoutes.exchange)).toEqual([]);
  });
});
