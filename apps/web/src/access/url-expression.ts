/** Values a menu url may reference inside `{{ … }}`; nothing else is reachable (no `eval`). */
export type UrlVars = {
  token: string;
  tenantId: string;
  username: string;
  /** Absolute API base, e.g. `http://host/jeecg-boot` (JeecgBoot menus call it `domianURL`). */
  domainURL: string;
};

const ALIASES: Record<string, keyof UrlVars> = {
  token: 'token',
  tenantId: 'tenantId',
  username: 'username',
  domainURL: 'domainURL',
  domianURL: 'domainURL',
  "window._CONFIG['domianURL']": 'domainURL',
  'window._CONFIG["domianURL"]': 'domainURL',
  "window._CONFIG['domainURL']": 'domainURL',
};

function evaluateTerm(term: string, vars: UrlVars): string {
  const t = term.trim();
  const quoted = /^(['"`])(.*)\1$/.exec(t);
  if (quoted) return quoted[2] ?? '';
  if (/^\d+(\.\d+)?$/.test(t)) return t;
  const name = ALIASES[t];
  return name ? vars[name] : '';
}

/** Splits on `+` outside quotes, so `'a+b' + token` is two terms. */
function splitTerms(expression: string): string[] {
  const terms: string[] = [];
  let quote = '';
  let current = '';
  for (const ch of expression) {
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
    } else if (ch === '+') {
      terms.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  terms.push(current);
  return terms;
}

/** One `{{ … }}` body: whitelisted names, string or number literals, joined with `+`. */
export function evaluateExpression(expression: string, vars: UrlVars): string {
  return splitTerms(expression)
    .map((term) => evaluateTerm(term, vars))
    .join('');
}

export function expandUrl(url: string, vars: UrlVars): string {
  return url.replace(/\{\{([^}]*)\}\}/g, (_, body: string) => evaluateExpression(body, vars));
}
