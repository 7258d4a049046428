import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { DEMO_UNIVERSITY } from '../../core/seed-spec.ts';
import { registerContentRoutes } from './content-routes.ts';
import { registerMoodRoutes } from './mood-routes.ts';
import { seedRelax } from './seed.ts';
import { registerSettingsRoutes } from './settings-routes.ts';
import { registerStudentContentRoutes } from './student-routes.ts';

/** 减压星球: relaxation audio and articles, the student's own mood diary and its rules (issue 26). */
function registerRelaxModule(r: Registrar, services: ModuleServices): void {
  registerContentRoutes(r, services);
  registerSettingsRoutes(r);
  registerStudentContentRoutes(r, services);
  registerMoodRoutes(r, services.notifier);
}

export const relaxModule: ModuleDefinition = {
  name: 'relax',
  register: registerRelaxModule,
  pages: ['/relax/planet'],
  seed: {
    school: async ({ spec, tdb }) => {
      if (spec.id === DEMO_UNIVERSITY) await seedRelax(tdb);
    },
  },
};

// The public face: what other modules use of 减压星球 (its articles; the demo tones courses' demo audio plays).
export { DEMO_SECONDS, demoToneWav, isDemoTone } from './demo-audio.ts';
export { publishedArticles } from './published-articles.ts';
