import type { ModuleDefinition } from '../../core/module.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerCustomScaleRoutes } from './custom-routes.ts';
import { registerImportFileRoutes } from './import-file-routes.ts';
import { registerImportRoutes } from './import-routes.ts';
import { registerLibraryRoutes } from './library-routes.ts';
import { registerPackageRoutes } from './package-routes.ts';
import { registerPreviewRoutes } from './preview-routes.ts';
import { registerTemplateRoutes } from './template-routes.ts';
import { registerVersionRoutes } from './version-routes.ts';

/** 量表库 (/saas/devEvalTableinfo) and 测评套餐 (/saas/devEvalPackageinfo). */
function registerScalesModule(r: Registrar): void {
  registerLibraryRoutes(r);
  registerCustomScaleRoutes(r);
  registerImportRoutes(r);
  registerImportFileRoutes(r);
  registerTemplateRoutes(r);
  registerPreviewRoutes(r);
  registerVersionRoutes(r);
  registerPackageRoutes(r);
}

export const scalesModule: ModuleDefinition = {
  name: 'scales',
  register: registerScalesModule,
  pages: ['/scale/library', '/scale/packages'],
};

// The public face: what other modules use of 量表管理.
export {
  type CatalogEntry,
  displayName,
  isEnabled,
  type ResolvedVersion,
  ScaleCatalog,
} from './catalog.ts';
export { factorNorm, lowestBand, normNameOf, scaleNameOf, versionOf } from './scale-facts.ts';
