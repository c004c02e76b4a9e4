import { useEffect, useSyncExternalStore } from 'react';
import { call } from '../api/api';
import { countReads } from '../data/read-meter';
import { firestoreSdk, recordSchemas } from '../data/sdk';
import { getUnreadCount, setUnreadCount, subscribeUnread } from './unread-store';

/** The second document's poll: every 60,000 ms. */
export const UNREAD_POLL_MS = 60_000;

export const useUnreadCount = () => useSyncExternalStore(subscribeUnread, getUnreadCount);

async function fetchUnread() {
  try {
    // Loaded after the first paint: the contracts bring zod, which the shell does without.
    const { messagingContracts } = await import('@chairside/core/contracts/messaging');
    const { unread_count } = await call(messagingContracts.unreadCount, { secure: true });
    setUnreadCount(unread_count);
  } catch (error) {
    // A failed fetch is only logged (second document, section 6).
    console.warn('Could not fetch the unread message count', error);
  }
}

/** At sign-in and every 60 seconds while signed in; back to zero when signed out. */
export function useUnreadPoll(uid: string | null) {
  useEffect(() => {
    if (!uid) {
      setUnreadCount(0);
      return;
    }
    void fetchUnread();
    const timer = window.setInterval(() => void fetchUnread(), UNREAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [uid]);
}

/**
 * The realtime listener on unreadCounts/{uid}: Firestore loads only where a
 * badge is on screen (the header), so the API-only pages stay without it.
 */
export function useUnreadListener(uid: string | null) {
  useEffect(() => {
    if (!uid) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void Promise.all([firestoreSdk(), recordSchemas()])
      .then(([{ db, doc, onSnapshot }, { ZUnreadCountRecord }]) => {
        if (cancelled) return;
        stop = onSnapshot(
          doc(db, 'unreadCounts', uid),
          (snap) => {
            if (!snap.metadata.fromCache) countReads(1);
            setUnreadCount(ZUnreadCountRecord.parse(snap.data() ?? {}).unread_count);
          },
          (error) => console.warn('The unread message listener stopped', error),
        );
      })
      .catch((error: unknown) => console.warn('Could not listen for unread messages', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [uid]);
}
