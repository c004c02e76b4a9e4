// A form's zod resolver that loads with its schema on the first check, not
// with the page: a sign-in page paints without zod (25 kB gzip), and the
// schema is fetched while the visitor types (prefetch) or on their first
// submit. The check itself is the same zod schema as ever.
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): { resolver: Resolver<T>; prefetch: () => void } {
  let loading: Promise<Resolver<T>> | null = null;
  const get = () => (loading ??= load());
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    /** Loads the checks once the browser is idle (after the page has painted). */
    prefetch: () => {
      const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
      idle(() => void get());
    },
  };
}
