/**
 * A body a `bare` route answers instead of the JSON envelope, with its own HTTP status (a readiness
 * probe says 503 when the instance cannot serve; the API document is the document itself).
 */
export class BareReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** Headers of this answer (a content type, a page's own CSP), over the defaults. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {}
}
