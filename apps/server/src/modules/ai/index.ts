import type { ModuleDefinition } from '../../core/module.ts';
import { secretBox } from '../../core/secret-box.ts';
import { aiTranscriptPurgeJob } from './purge-job.ts';
import { InFlight, RateLimiter, sharedLimiter } from './rate-limit.ts';
import { registerAiRoutes } from './routes.ts';

/** AI 助手: the student chat with its safety hand-off, providers per school, transcripts. */
export const aiModule: ModuleDefinition = {
  name: 'ai',
  register: (r, services) =>
    registerAiRoutes(r, {
      notifier: services.notifier,
      box: secretBox(services.secret),
      cache: services.cache,
      limiter: services.cache ? sharedLimiter(services.cache) : new RateLimiter(),
      inFlight: new InFlight(),
    }),
  jobs: [aiTranscriptPurgeJob],
  pages: ['/ai/chat'],
};
