import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../api/query-client.ts';

// The web tests share two cores with the server tests' workers: a dialog's first render can take
// seconds there, so findBy/waitFor wait up to 10 s instead of testing-library's 1 s. A passing
// wait still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });

// A worker runs many test files in one module graph (vitest.config.ts, `isolate: false`): nothing a
// test stubs or stores may reach the next file.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  // The standalone pages' shared client (report page, guardian page, /m booking).
  queryClient.clear();
});
