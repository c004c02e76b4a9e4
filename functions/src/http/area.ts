import type { Router } from 'express';

/**
 * Every area of the API: where it is mounted under /api and how its router is
 * loaded (lazily, on its first request, so heavy dependencies stay out of
 * cold starts). Each feature lists its own in its area.ts; app.ts mounts
 * these; the route sweep test walks them.
 */
export interface ApiArea {
  /** Mount path under /api; null mounts at /api itself. */
  mount: string | null;
  load: () => Promise<{ router: Router }>;
}
