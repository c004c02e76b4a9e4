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

// Whether the page has the salon's menu: on a phone the app header then
// leaves its own menu button out (one menu, not two; the salon's holds the
// same places, and signing out is in the salon bar's menu).
let salonNavShown = false;
const shownListeners = new Set<() => void>();

export function setSalonNavShown(shown: boolean) {
  if (salonNavShown === shown) return;
  salonNavShown = shown;
  shownListeners.forEach((fn) => fn());
}

export const useSalonNavShown = () =>
  useSyncExternalStore(
    (fn) => {
      shownListeners.add(fn);
      return () => shownListeners.delete(fn);
    },
    () => salonNavShown,
    () => false,
  );
