import { serve, type PageRegistration } from '../../app/routes/page';

export const servicePages: PageRegistration[] = serve(() => import('./ServicesPage'), ['services']);
