// Runs before the console's modules: zod reads this config when the shared contracts build their
// schemas, and without `jitless` it probes `new Function`, which the server's CSP (no 'unsafe-eval')
// reports as a violation even though zod catches it. Interpreted parsing is fast enough here.
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
