import { z } from 'zod';
import { defineRoute } from '../api/route.ts';
import { loginResultSchema } from './session.contract.ts';

/**
 * The console page a JeecgBoot frame opens: an absolute path of this console (a menu url such as
 * `/screening/tasks`), nothing that could lead elsewhere (`//host`, a scheme, `..`).
 */
export const EMBED_PAGE_PATTERN = /^\/(?!\/)[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** The console route that redeems an entry code (`#code=…&to=…`) and opens the page. */
export const EMBED_ENTRY_PATH = '/embed';

export const EMBED_MESSAGES = {
  badCode: '入口链接已失效，请在控制台重新打开此页面',
} as const;

export const embedRoutes = {
  /**
   * The one route that takes a JeecgBoot console's `${token}`: the frame of a business page opens
   * `<domianURL>/sys/embed/enter?token=${token}&to=<page>`; the answer is a 303 to
   * `<console>/embed#code=<one-time code>&to=<page>` that leaves no token in the frame's address.
   */
  enter: defineRoute({
    method: 'GET',
    path: '/sys/embed/enter',
    access: 'login',
    summary: '从 JeecgBoot 控制台进入页面',
    download: true,
    query: z.object({
      to: z.string().max(200).regex(EMBED_PAGE_PATTERN, '页面地址不合法'),
      // JeecgBoot's `${tenantId}`: the session already names its school, so it is not read.
      tenantId: z.string().max(20).optional(),
    }),
  }),
  /** Redeems an entry code once, within a minute, for a session of the console (the login's reply). */
  exchange: defineRoute({
    method: 'POST',
    path: '/sys/embed/exchange',
    access: 'public',
    summary: '兑换控制台入口码',
    body: z.object({
      code: z.string().trim().min(1, EMBED_MESSAGES.badCode).max(64, EMBED_MESSAGES.badCode),
    }),
    response: loginResultSchema,
  }),
} as const;
