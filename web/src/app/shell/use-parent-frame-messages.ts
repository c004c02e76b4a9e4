import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

const inFrame = () => typeof window !== 'undefined' && window.parent !== window;

/**
 * Developer-tool plumbing: when the app runs inside a parent frame it posts
 * 'app-beacon' every second and 'app-pagechange' on every navigation.
 */
export function useParentFrameMessages() {
  const { pathname, hash, search } = useLocation();

  useEffect(() => {
    if (!inFrame()) return;
    const beacon = window.setInterval(() => {
      window.parent.postMessage({ type: 'app-beacon' }, '*');
    }, 1000);
    return () => window.clearInterval(beacon);
  }, []);

  useEffect(() => {
    if (!inFrame()) return;
    window.parent.postMessage({ type: 'app-pagechange', pathname, hash, search }, '*');
  }, [pathname, hash, search]);
}
