import type { ModuleDefinition } from '../../core/module.ts';
import type { ModuleServices } from '../../core/module-services.ts';
import type { Registrar } from '../../core/register-route.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { registerStaticRoutes } from './static-routes.ts';
import { registerUploadRoute } from './upload-route.ts';

/** 文件: uploads into the caller's tenant, the downloads that serve them back, and media links. */
function registerFilesModule(r: Registrar, services: ModuleServices): void {
  registerUploadRoute(r, services.files, services.mediaLinks);
  registerStaticRoutes(r, services.files);
  registerMediaRoutes(r, services.files, services.mediaLinks);
}

export const filesModule: ModuleDefinition = {
  name: 'files',
  register: registerFilesModule,
};
