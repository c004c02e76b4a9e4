import { useSearchParams } from 'react-router-dom';
import { safeNext } from '@chairside/core/auth-config';

/** The `next` of the current URL, made safe: a same-site path, else '/'. */
export function useNext(): { next: string; raw: string | null } {
  const [params] = useSearchParams();
  const raw = params.get('next');
  return { next: safeNext(raw), raw };
}
