import { serve, type PageRegistration } from '../../app/routes/page';

export const paymentPages: PageRegistration[] = [
  ...serve(() => import('./CashPaymentPage'), ['cash-payment']),
  ...serve(() => import('./LedgerPage'), ['financial-hub', 'mobile-payments']),
];
