import { type Envelope, Msg, ResultCode } from '@xinmiao/shared';

/** A reply the route layer sends as-is; `errors` carries per-field validation messages. */
export type Reply<T> = Envelope<T> & { errors?: Record<string, string> };

function build<T>(success: boolean, code: number, message: string, result: T): Reply<T> {
  return { success, message, code, result, timestamp: Date.now() };
}

/** `Result.ok(data)`: code 200, empty message. */
export function ok<T>(data: T): Reply<T> {
  return build(true, ResultCode.OK, '', data);
}

/** `Result.ok(msg)`: JeecgBoot duplicates the message into `result`. */
export function okMsg(message: string): Reply<string> {
  return build(true, ResultCode.OK, message, message);
}

/** `Result.OK(msg, data)`. */
export function okWith<T>(message: string, data: T): Reply<T> {
  return build(true, ResultCode.OK, message, data);
}

/** `new Result()` + `setSuccess(true)` + `setResult(x)`: code 0. */
export function okPlain<T>(data: T): Reply<T> {
  return build(true, ResultCode.OK_PLAIN, '', data);
}

export function fail(message: string, code: number = ResultCode.ERROR): Reply<null> {
  return build(false, code, message, null);
}

export function noAuth(message: string = Msg.noPermission): Reply<null> {
  return build(false, ResultCode.NO_AUTH, message, null);
}
