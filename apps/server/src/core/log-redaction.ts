import type { FastifyServerOptions } from 'fastify';
import { serializeError } from './log-errors.ts';

const SECRET_PARAMS = new Set(['token', 'x-access-token', 'signature', 'ticket', 'code', 'authcode']);

/**
 * Paths whose segment is itself a credential: JeecgBoot's third-party login hands its one-time token
 * in the path (`/sys/thirdLogin/getLoginUser/{token}/{thirdType}`).
 */
const SECRET_SEGMENTS = [/(\/sys\/thirdLogin\/getLoginUser\/)[^/?#]+/i];

/**
 * A session token may ride in `?token=` (downloads, websockets), a media link's grant in
 * `?signature=`, a CAS ticket in `?ticket=`, an OpenID authorization code in `?code=` (the console's
 * callback page; 钉钉 calls it `?authCode=`), a third-party login token in the path; none may reach a log file.
 */
export function redactUrl(raw: string): string {
  const url = SECRET_SEGMENTS.reduce((u, pattern) => u.replace(pattern, '$1***'), raw);
  const cut = url.indexOf('?');
  if (cut < 0) return url;
  const params = url
    .slice(cut + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // a malformed escape is logged as written; it still is not a secret name
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=***` : pair;
    });
  return `${url.slice(0, cut)}?${params.join('&')}`;
}

type LoggerOption = FastifyServerOptions['logger'];

/**
 * Adds the redacting request serializer, and the error serializer that keeps SQL and parameters out
 * (`log-errors.ts`), to whatever logger configuration the process chose.
 */
export function withRedactedRequests(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const base = logger === true ? {} : logger;
  return {
    ...base,
    serializers: {
      ...base.serializers,
      err: serializeError,
      req: (req) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
        host: req.headers.host,
        remoteAddress: req.socket?.remoteAddress,
      }),
    },
  };
}
