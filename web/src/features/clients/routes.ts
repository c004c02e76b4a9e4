import { serve, type PageRegistration } from '../../app/routes/page';

const clients = () => import('./ClientsPage');

export const clientPages: PageRegistration[] = [
  ...serve(clients, ['client-hub']),
  // The header's Clients link (second document, 2.4): the client hub.
  ...serve(clients, ['clients'], { exact: true }),
];
