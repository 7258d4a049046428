import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The console's Content-Security-Policy. Scripts only from the console's own files. Styles also
 * inline: antd 6 writes its CSS-in-JS into `<style>` elements at run time, and notices keep
 * `style` attributes (text-align, colours); a nonce would need a per-response index.html and
 * antd's `csp` config for little gain once scripts are locked. Images may come from http(s)
 * (notice pictures) and `data:` (captcha); frames from https (iframe menus) and the sandboxed
 * notice `srcdoc`. Media from the server and `blob:` (captions tracks built from transcripts).
 */
export const CONSOLE_CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  fontSrc: ["'self'", 'data:'],
  // Captions tracks are made in the page from a recording's transcript (an object URL).
  mediaSrc: ["'self'", 'blob:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'https:'],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  // Plain-http deployments (a school intranet) must keep loading their own assets.
  upgradeInsecureRequests: null,
};

/**
 * Helmet on every reply: CSP, nosniff, same-origin referrers, and framing by this origin only,
 * plus the JeecgBoot consoles an administrator allowed (`CONSOLE_FRAME_ORIGINS`, for business pages
 * opened in their frames). X-Frame-Options cannot name another origin, so with an allow-list it is
 * left out and CSP `frame-ancestors` (which every current browser prefers anyway) decides alone.
 * Helmet's middleware is built once here: the Fastify plugin built it again for every request,
 * parsing the policy each time (some 2 % of a small request's CPU).
 */
export function registerSecurityHeaders(app: FastifyInstance, frameOrigins: readonly string[] = []): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CONSOLE_CSP, frameAncestors: ["'self'", ...frameOrigins] },
    },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: frameOrigins.length ? false : { action: 'sameorigin' },
  });
  // Helmet checks its options when built, above; setting the headers then cannot fail.
  app.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}
