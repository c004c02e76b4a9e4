import { serve, type PageRegistration } from '../../app/routes/page';

export const salonPages: PageRegistration[] = [
  ...serve(() => import('./SalonSettingsPage'), ['settings-hub']),
  ...serve(() => import('./CreateSalonPage'), ['onboarding'], { exact: true }),
];
