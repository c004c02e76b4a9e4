// The salon search (Ctrl/Cmd-K): clients by name, phone or e-mail, their
// appointments, products by name or code, gift cards by code. Pages are
// found in the browser from the menu; the rest here.
import { z } from 'zod';
import { zDocId } from './ids';

export const ZSearchQuery = z.object({
  orgId: z.string().trim().pipe(zDocId('Not a salon id')),
  q: z.string().trim().min(2, 'Type at least 2 characters').max(80, 'Type at most 80 characters'),
});
export type SearchQuery = z.output<typeof ZSearchQuery>;

export interface SearchHit {
  id: string;
  kind: 'client' | 'appointment' | 'product' | 'gift_card';
  title: string;
  detail: string;
  /** The screen that shows it. */
  to: string;
}

export interface SearchAnswer {
  hits: SearchHit[];
}
