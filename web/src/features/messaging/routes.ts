import { serve, type PageRegistration } from '../../app/routes/page';

export const messagePages: PageRegistration[] = [
  // The header's Messages link (second document, 2.4), for the salon and its clients alike.
  ...serve(() => import('./MessagesPage'), ['messages']),
];
