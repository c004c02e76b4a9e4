// The signed-in person's unread messages, for the header's badge and the tab
// title (first document, section 4: "(n) " while unread messages exist, gone
// at zero). The count comes from the API at sign-in and every 60 seconds, and
// from a realtime listener on unreadCounts/{uid} where the header is shown.
import { PRODUCT_NAME } from '@chairside/core/product';

let count = 0;
let base: string = PRODUCT_NAME;
const listeners = new Set<() => void>();

/** "(3) Messages · Chairside" while there are unread messages, else the page's title. */
export const titleWith = (title: string, unread: number) =>
  unread > 0 ? `(${unread}) ${title}` : title;

function apply() {
  if (typeof document !== 'undefined') document.title = titleWith(base, count);
}

/** The page's own title (useDocumentTitle); the unread prefix is added here. */
export function setBaseTitle(title: string) {
  base = title;
  apply();
}

export function setUnreadCount(next: number) {
  const value = Math.max(0, Math.floor(next));
  if (value === count) return;
  count = value;
  apply();
  for (const listener of listeners) listener();
}

export const getUnreadCount = () => count;

export function subscribeUnread(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
