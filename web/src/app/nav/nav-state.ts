// The rail's width, and whether the person narrowed it (kept in this browser).
// Small, and loaded with the page, so the space is kept before the menu loads.
import { useCallback, useSyncExternalStore } from 'react';

export const NAV_WIDTH = { wide: 232, narrow: 64 } as const;
const KEY = 'chairside.nav.collapsed';
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function useNavCollapsed(): [boolean, (collapsed: boolean) => void] {
  const collapsed = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    read,
    () => false,
  );
  const set = useCallback((value: boolean) => {
    try {
      localStorage.setItem(KEY, value ? '1' : '0');
    } catch {
      // Private windows may refuse storage: the choice then lasts this page.
    }
    listeners.forEach((fn) => fn());
  }, []);
  return [collapsed, set];
}
