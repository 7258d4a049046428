/**
 * A signed link to one record of one school (`<tenant>.<record id>.<signature>`), the token of a
 * public page opened by link or QR code. The server alone can sign one; the school it names is the
 * only school the page can reach.
 */
export const SIGNED_LINK_PATTERN = /^([0-9]{1,10})\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{43})$/;
