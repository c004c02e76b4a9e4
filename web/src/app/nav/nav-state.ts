// The rail's width, and whether the person narrowed it (kept in this browser).
// Small, and loaded with the page, so the space is kept before the menu loads.
import { useCallback, useSyncExternalStore } from 'react';

export const NAV_WIDTH = { wide: 232, narrow: 64 } as const;

/** Pages whose columns need the width: the rail starts narrow there. */
export const needsWidth = (pathname: string) => pathname.toLowerCase().startsWith('/appointments');
const KEY = 'chairside.nav.collapsed';
const listeners = new Set<() => void>();

function stored(): '1' | '0' | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === '1' || value === '0' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Whether the rail is narrowed: the person's choice once they made one; until
 * then narrow where the page needs the width (the appointment book's columns).
 */
export function useNavCollapsed(narrowByDefault = false): [boolean, (collapsed: boolean) => void] {
  const choice = useSyncExternalStore(
    (fn) => {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    stored,
    () => null,
  );
  const collapsed = choice === null ? narrowByDefault : choice === '1';
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
const subscribeShown = (fn: () => void) => {
  shownListeners.add(fn);
  return () => shownListeners.delete(fn);
};

export function setSalonNavShown(shown: boolean) {
  if (salonNavShown === shown) return;
  salonNavShown = shown;
  shownListeners.forEach((fn) => fn());
}

export const useSalonNavShown = () =>
  useSyncExternalStore(
    subscribeShown,
    () => salonNavShown,
    () => false,
  );

// The salon areas the salon menu offers this person (the header shows its
// links to those alone); null until the menu has loaded, or without a salon.
let salonPaths: ReadonlySet<string> | null = null;

export function setSalonPaths(paths: ReadonlySet<string> | null) {
  if (paths === salonPaths) return;
  salonPaths = paths;
  shownListeners.forEach((fn) => fn());
}

export const useSalonPaths = () =>
  useSyncExternalStore(
    subscribeShown,
    () => salonPaths,
    () => null,
  );

/** The rail's box (width, edge), shared by the rail and the space kept for it while it loads. */
export const railSx = (collapsed: boolean) =>
  ({
    display: { xs: 'none', md: 'block' },
    displayPrint: 'none',
    width: NAV_WIDTH[collapsed ? 'narrow' : 'wide'],
    flexShrink: 0,
    borderRight: 1,
    borderColor: 'divider',
  }) as const;
