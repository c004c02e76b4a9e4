import { useEffect } from 'react';
import { PRODUCT_NAME } from '@chairside/core/product';
import { setBaseTitle } from '../lib/unread/unread-store';

/** Sets the tab title to `<title> · Chairside` while the page is shown ("(n) " first while messages are unread). */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    setBaseTitle(title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME);
  }, [title]);
}
