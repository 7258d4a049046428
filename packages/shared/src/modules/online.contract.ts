import { z } from 'zod';
import { defineRoute } from '../api/route.ts';

export const ONLINE_MESSAGES = {
  forced: '已强制退出',
  gone: '该会话已结束',
  self: '不能强制退出当前登录的会话，请使用退出登录',
} as const;

/** The most sessions 在线用户 lists at once (newest activity first). */
export const ONLINE_SESSIONS_MAX = 500;

/**
 * One live session of the school. `token` is an opaque session id (JeecgBoot's field name for what
 * `forceLogout` takes), never the bearer token.
 */
export const onlineSessionSchema = z.object({
  token: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  ip: z.string().nullable(),
  device: z.string().nullable(),
  clientType: z.string(),
  loginTime: z.string(),
  lastSeen: z.string(),
  /** The caller's own session. */
  current: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;

/** 在线用户: the school's live sessions and 强制退出. */
export const onlineRoutes = {
  sessions: defineRoute({
    method: 'GET',
    path: '/sys/online/sessions',
    access: 'system:online:list',
    staffOnly: true,
    summary: '本校在线会话（最近活动在前）',
    query: z.object({ username: z.string().trim().max(100).optional() }),
    response: z.array(onlineSessionSchema),
  }),
  forceLogout: defineRoute({
    method: 'POST',
    path: '/sys/online/forceLogout',
    access: 'system:online:forceLogout',
    summary: '强制退出在线用户',
    operation: '强制退出在线用户',
    body: z.object({ token: z.string('请选择会话').min(1, '请选择会话').max(64) }),
  }),
};
