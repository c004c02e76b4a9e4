import { serve, type PageRegistration } from '../../app/routes/page';

export const appointmentPages: PageRegistration[] = serve(
  () => import('./AppointmentBookPage'),
  ['appointments'],
);
