import { useEffect } from 'react';

export const APP_NAME = 'Ledgerly';

/** Sets the document title ('Customers · Ledgerly'): each page is titled for screen readers and tabs. */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
