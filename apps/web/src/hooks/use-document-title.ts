import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../layouts/page-title.ts';

export function useDocumentTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  const text = pageTitle(title, pathname);
  // Keyed on the resulting text: a page still mounted while the router moves on (the login page
  // after signing in) must not write its own title over the new page's.
  useEffect(() => {
    document.title = text;
  }, [text]);
}
