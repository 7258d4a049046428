/**
 * A redirect a handler answers instead of the JSON envelope (the console entry from a JeecgBoot
 * frame). Sent as 303 with `no-referrer` and `no-store`: the address it leaves (which may carry a
 * session token) is neither passed on as a referrer nor kept in a cache.
 */
export class RedirectReply {
  constructor(readonly location: string) {}
}
