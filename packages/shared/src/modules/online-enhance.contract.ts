import { z } from 'zod';
import { defineRoute } from '../api/route.ts';

/**
 * 表单开发 › JS增强: a form's own JavaScript, run by the console in a sandboxed frame (an opaque
 * origin, no network) when its add/edit dialog opens, a value changes, or before it saves. It sees
 * the dialog's values through a small API passed by `postMessage` (docs/online-enhance.md), never
 * the console's session. Every save is a version; the last 16 per form are kept.
 */
export const ENHANCE_MESSAGES = {
  saved: '保存成功！',
  /** The console's message when a script throws or does not answer (spec §8). */
  runFailed: '用户自定义JS增强代码运行出错',
} as const;

export const ENHANCE_LIMITS = {
  versionsKept: 16,
  scriptChars: 20_000,
  /** How long one run may take before the console gives up on it (and removes the frame). */
  runMs: 2_000,
  /**
   * How long the sandbox lets the script's own Worker run one event before it terminates it (a
   * loop that never ends is stopped here, well before the console's `runMs`).
   */
  workerMs: 1_500,
} as const;

/** When a script runs: the dialog opened, a field changed (`changed`), or 确定 was pressed. */
export const ENHANCE_EVENTS = ['loaded', 'change', 'beforeSubmit'] as const;
export type EnhanceEvent = (typeof ENHANCE_EVENTS)[number];

export const enhanceVersionSchema = z.object({
  version: z.number(),
  script: z.string(),
  createBy: z.string().nullable(),
  createTime: z.string(),
});
export type EnhanceVersion = z.infer<typeof enhanceVersionSchema>;

const codeParams = z.object({ code: z.string().min(1).max(64) });

export const enhanceRoutes = {
  /** The script the console runs for a form (null when it has none). */
  current: defineRoute({
    method: 'GET',
    path: '/online/cgform/head/enhanceJs/:code',
    access: 'online:formData:list',
    summary: '表单的 JS 增强',
    params: codeParams,
    response: enhanceVersionSchema.nullable(),
  }),
  versions: defineRoute({
    method: 'GET',
    path: '/online/cgform/head/enhanceJs/:code/versions',
    access: 'online:form:list',
    summary: '表单 JS 增强的历史版本（最近 16 个）',
    params: codeParams,
    response: z.array(enhanceVersionSchema),
  }),
  save: defineRoute({
    method: ['POST', 'PUT'],
    path: '/online/cgform/head/enhanceJs/:code',
    access: 'online:form:edit',
    summary: '保存表单的 JS 增强',
    operation: '保存表单JS增强',
    params: codeParams,
    body: z.object({
      script: z.string().max(ENHANCE_LIMITS.scriptChars, `JS 增强最多 ${ENHANCE_LIMITS.scriptChars} 个字符`),
    }),
  }),
  /** The sandbox frame's page: served with its own CSP (`sandbox allow-scripts`, no network). */
  sandbox: defineRoute({
    method: 'GET',
    path: '/online/cgform/enhance/sandbox',
    access: 'public',
    summary: 'JS 增强的沙箱页面',
    bare: true,
  }),
} as const;
