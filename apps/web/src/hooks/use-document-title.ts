import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageTitle } from '../layouts/page-title.ts';

export function useDocumentTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(title, pathname);
  }, [title, pathname]);
}
