import { z } from 'zod';
import { defineRoute } from '../api/route.ts';

/**
 * A probe's answer, as Spring Boot's actuator words it so JeecgBoot monitoring reads it unchanged:
 * `UP` (HTTP 200) or `OUT_OF_SERVICE` (HTTP 503). It names no component and holds no data; why an
 * instance is not ready goes to its log.
 */
export const healthSchema = z.object({ status: z.enum(['UP', 'OUT_OF_SERVICE']) });
export type Health = z.infer<typeof healthSchema>;

/** Probes for a load balancer or an orchestrator; answered bare (no envelope), without a session. */
export const opsRoutes = {
  /** Liveness: the process answers HTTP. */
  health: defineRoute({
    method: 'GET',
    path: '/actuator/health',
    access: 'public',
    summary: '存活检查',
    response: healthSchema,
    bare: true,
  }),
  liveness: defineRoute({
    method: 'GET',
    path: '/actuator/health/liveness',
    access: 'public',
    summary: '存活检查',
    response: healthSchema,
    bare: true,
  }),
  /** Readiness: the database and Redis answer and every migration is applied. */
  readiness: defineRoute({
    method: 'GET',
    path: '/actuator/health/readiness',
    access: 'public',
    summary: '就绪检查',
    response: healthSchema,
    bare: true,
  }),
};

/** Who may read the API document: an administrator (the permission to grant roles). */
export const API_DOCS_PERMISSION = 'system:role:assign';

/** The API document and its viewer (issue 24); `API_DOCS=off` removes both. */
export const apiDocsRoutes = {
  /** OpenAPI 3.1 of every route, for an administrator's session (header token only). */
  document: defineRoute({
    method: 'GET',
    path: '/v3/api-docs',
    access: API_DOCS_PERMISSION,
    summary: '接口文档',
    bare: true,
  }),
  /** A static page holding no data: it loads the document with the console's stored token. */
  page: defineRoute({
    method: 'GET',
    path: '/doc.html',
    access: 'public',
    summary: '接口文档页面',
    bare: true,
  }),
};
