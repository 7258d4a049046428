import { configure } from '@testing-library/react';

// The web tests share two cores with the server tests' workers: a dialog's first render can take
// seconds there, so findBy/waitFor wait up to 10 s instead of testing-library's 1 s. A passing
// wait still returns as soon as its condition holds.
configure({ asyncUtilTimeout: 10_000 });
