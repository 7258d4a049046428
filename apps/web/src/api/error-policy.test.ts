import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorDisplayFor } from './error-policy.ts';

const http = (status: number, message = '') => new ApiError('http', status, status, message);

describe('errorDisplayFor (spec §8)', () => {
  it('403 → 系统提示 notification saying 拒绝访问', () => {
    expect(errorDisplayFor(http(403, 'x'), true)).toEqual({
      kind: 'notification',
      title: '系统提示',
      description: '拒绝访问',
      afterwards: 'none',
    });
  });

  it('404 → 很抱歉，资源未找到!', () => {
    expect(errorDisplayFor(http(404), true)).toMatchObject({ description: '很抱歉，资源未找到!' });
  });

  it('504 and timeouts → 网络超时', () => {
    expect(errorDisplayFor(http(504), false)).toMatchObject({ description: '网络超时', afterwards: 'none' });
  });

  it('401 with a token → expired notice, then logout and reload', () => {
    expect(errorDisplayFor(http(401, 'Token失效，请重新登录!'), true)).toEqual({
      kind: 'notification',
      title: '系统提示',
      description: '很抱歉，登录已过期，请重新登录',
      afterwards: 'logout-reload',
    });
  });

  it('401 without a token → the notice only, nothing to log out', () => {
    expect(errorDisplayFor(http(401), false)).toMatchObject({ afterwards: 'none' });
  });

  it('500 mentioning Token失效 with a token → 登录已过期 modal with 重新登录', () => {
    expect(errorDisplayFor(http(500, 'Token失效，请重新登录!'), true)).toEqual({
      kind: 'token-expired-modal',
      title: '登录已过期',
      content: '很抱歉，登录已过期，请重新登录',
      okText: '重新登录',
    });
  });

  it('500 mentioning Token失效 without a token → just the server message', () => {
    expect(errorDisplayFor(http(500, 'Token失效，请重新登录!'), false)).toMatchObject({
      kind: 'notification',
      description: 'Token失效，请重新登录!',
    });
  });

  it('other statuses → the server message', () => {
    expect(errorDisplayFor(http(500, '操作失败，服务器内部错误'), true)).toMatchObject({
      description: '操作失败，服务器内部错误',
    });
    expect(errorDisplayFor(http(429, '请求过于频繁'), true)).toMatchObject({ description: '请求过于频繁' });
  });

  it('business success:false → the server message as a message, whatever its code', () => {
    const error = new ApiError('business', 200, 510, '没有权限，请联系管理员分配权限！');
    expect(errorDisplayFor(error, true)).toEqual({
      kind: 'message',
      text: '没有权限，请联系管理员分配权限！',
    });
  });
});
