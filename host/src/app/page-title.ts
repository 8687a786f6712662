import { useEffect } from 'react';

export const APP_NAME = 'Storedesk';
export const pageTitle = (screen: string) => `${APP_NAME} | ${screen}`;

/** Sets the document title to `Storedesk | <screen title>` (the registry's route title). */
export function usePageTitle(screen: string | undefined) {
  useEffect(() => {
    if (screen) document.title = pageTitle(screen);
  }, [screen]);
}
