import type { ComponentType } from 'react';

type PageModule = { default: ComponentType };

/**
 * A page a feature registers: the words of its path (a page of the spec's
 * table, or with `exact` a path of the product's own) and how it loads.
 */
export interface PageRegistration {
  /** Hyphenated words of the path; '' is the home page. */
  words: string;
  load: () => Promise<PageModule>;
  /** Public pages are shown without the sign-in wrapper. */
  public?: boolean;
  /** Guarded, but needs no salon data (sign-out, the blog's writers). */
  bare?: boolean;
  /** Only this path (pages outside the spec's table). */
  exact?: boolean;
  /** Signed in, with data from the API alone: Firestore does not load for it. */
  apiOnly?: boolean;
}

/** Several pages served by one screen: `serve(load, ['book-now', 'salon-booking-page'])`. */
export const serve = (
  load: PageRegistration['load'],
  words: string[],
  flags: Omit<PageRegistration, 'words' | 'load'> = {},
): PageRegistration[] => words.map((w) => ({ words: w, load, ...flags }));
