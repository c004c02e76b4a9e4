import { createContext, useContext } from 'react';

/** The areas whose loads keep their own error (spec, first document, section 8). */
export type DataArea =
  | 'organisations'
  | 'services'
  | 'staff'
  | 'clients'
  | 'bookings'
  | 'posts'
  | 'categories'
  | 'tags'
  | 'authors'
  | 'messages'
  | 'payments'
  | 'conversations'
  | 'products'
  | 'imports';

export const AREA_LABELS: Record<DataArea, string> = {
  imports: 'imports',
  organisations: 'salon details',
  services: 'services',
  staff: 'the team',
  clients: 'clients',
  bookings: 'appointments',
  posts: 'posts',
  categories: 'categories',
  tags: 'tags',
  authors: 'authors',
  messages: 'site messages',
  payments: 'payments',
  conversations: 'conversations',
  products: 'products',
};

export interface DataErrors {
  errors: Partial<Record<DataArea, Error>>;
  generation: (area: DataArea) => number;
  report: (area: DataArea, error: Error | null) => void;
  retry: (area: DataArea) => void;
}

export const DataErrorsContext = createContext<DataErrors | null>(null);

export function useDataErrors(): DataErrors {
  const value = useContext(DataErrorsContext);
  if (!value) throw new Error('useDataErrors needs DataErrorsProvider around it.');
  return value;
}
