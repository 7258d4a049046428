import { useLocation, useParams } from 'react-router';

/**
 * The form or report a route names: its `:code` parameter, else the path's last segment (a menu's
 * fixed path, or a low-code app's entry).
 */
export function useRouteCode(): string {
  const { code } = useParams();
  const { pathname } = useLocation();
  return code ?? decodeURIComponent(pathname.split('/').filter(Boolean).at(-1) ?? '');
}
