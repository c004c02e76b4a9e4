// The salon search: one call as the person types.
import { ZSearchQuery, type SearchAnswer } from '../search';
import { endpoint } from './endpoint';

export const searchContracts = {
  /** GET /api/search?orgId&q: clients, appointments, products and gift cards that match. */
  search: endpoint<SearchAnswer>()('GET', 'search', '/', undefined, ZSearchQuery),
} as const;
