// /s?salon={slug}: the salon's short link. The server sends a visitor on to
// the booking page before the app loads (functions/src/sites/short-link.ts);
// this page does the same when the app itself reaches /s (a link inside it,
// the Vite dev server).
import { Navigate, useSearchParams } from 'react-router-dom';

export default function ShortLinkPage() {
  const [params] = useSearchParams();
  const salon = (params.get('salon') ?? '').trim().toLowerCase();
  return <Navigate to={`/book-now?salon=${encodeURIComponent(salon)}`} replace />;
}
