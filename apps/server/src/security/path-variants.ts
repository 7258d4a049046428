const STATIC_SUFFIXES = ['.js', '.css', '.png', '.html', '.ico', '.json'];

function encodeFirstLetter(path: string): string {
  const slash = path.lastIndexOf('/');
  const code = path.charCodeAt(slash + 1);
  return `${path.slice(0, slash + 1)}%${code.toString(16)}${path.slice(slash + 2)}`;
}

/**
 * Request targets that shiro-style path rules have mistaken for static files or for another path:
 * static suffixes, `;` path parameters, dot segments, doubled and encoded slashes, case changes.
 * `path` is a concrete `/jeecg-boot/...` path without a query.
 */
export function pathVariants(path: string): string[] {
  const rest = path.replace(/^\/jeecg-boot/, '');
  const variants = [
    path,
    ...STATIC_SUFFIXES.map((s) => path + s),
    `${path};.js`,
    `${path}%3b.js`,
    `${path};jsessionid=x.css`,
    `${path}/`,
    `${path}/.js`,
    `${path}/x.js`,
    `${path}%2ejs`,
    `${path}?x=.js`,
    `${path}?.css`,
    `${path}%00.js`,
    `/jeecg-boot/..${path}`,
    `/jeecg-boot/../jeecg-boot${rest}`,
    `/static/..${path}`,
    `/assets/..%2f..${path}`,
    `/jeecg-boot/.${rest}`,
    `/jeecg-boot/%2e${rest}`,
    `/jeecg-boot;/${rest.slice(1)}`,
    `/jeecg-boot/;x=1${rest}`,
    `/${path}`,
    `/jeecg-boot/${rest}`,
    path.replace(/\/([^/]*)$/, '//$1'),
    path.replace(/\//g, '%2f'),
    `/jeecg-boot${rest.replace(/\//g, '%2f')}`,
    `/jeecg-boot${rest.replace(/\//g, '%5c')}`,
    encodeFirstLetter(path),
    path.toUpperCase(),
    `/JEECG-BOOT${rest}`,
    `/jeecg-boot${rest.toUpperCase()}`,
    `/Jeecg-Boot${rest}`,
  ];
  return [...new Set(variants)];
}

/** The small set used against endpoints that do not exist at all; `target` may carry a query. */
export function shortVariants(target: string): string[] {
  const [path = '', query] = target.split(/\?(.*)/s, 2);
  const rest = path.replace(/^\/jeecg-boot/, '');
  const paths = [
    path,
    `${path}.js`,
    `${path};.js`,
    `${path}/`,
    `/jeecg-boot/..${path}`,
    path.replace(/\/([^/]*)$/, '//$1'),
    `/jeecg-boot${rest.replace(/\//g, '%2f')}`,
    `/JEECG-BOOT${rest}`,
    rest,
  ];
  return [...new Set(paths.map((p) => (query === undefined ? p : `${p}?${query}`)))];
}
