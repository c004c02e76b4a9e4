import { useEffect } from 'react';
import { PRODUCT_NAME } from '@chairside/core/product';

/** Sets the tab title to `<title> · Chairside` while the page is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
