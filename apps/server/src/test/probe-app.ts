import {
  type ConsoleFixture,
  createConsoleFixture,
  type ProbeServer,
  startProbeServer,
} from '../security/console-fixture.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A test app plus the whole application, a throwaway console build included, on a real socket. */
export type ProbeApp = {
  t: TestApp;
  fixture: ConsoleFixture;
  server: ProbeServer;
  close: () => Promise<void>;
};

export async function createProbeApp(): Promise<ProbeApp> {
  const t = await createTestApp();
  const fixture = createConsoleFixture();
  const server = await startProbeServer(t.db, fixture.dist);
  return {
    t,
    fixture,
    server,
    async close() {
      await server.close();
      await t.close();
      fixture.remove();
    },
  };
}
