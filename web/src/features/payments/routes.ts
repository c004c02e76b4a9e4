import { serve, type PageRegistration } from '../../app/routes/page';

export const paymentPages: PageRegistration[] = [
  ...serve(() => import('./CashPaymentPage'), ['cash-payment']),
  // A client's pay link (and the way back from a bank's page): no sign-in.
  ...serve(() => import('./PaymentPage'), ['payment'], { public: true }),
  ...serve(() => import('./LedgerPage'), ['financial-hub', 'mobile-payments']),
  // The Stripe pages read the API alone.
  ...serve(() => import('./StripeSettingsPage'), ['stripe-settings', 'stripe-connect'], {
    apiOnly: true,
  }),
  ...serve(
    () => import('./StripeReturnPage'),
    ['stripe-connect-complete', 'stripe-connect-refresh'],
    {
      apiOnly: true,
    },
  ),
  ...serve(() => import('./StripeDashboardPage'), ['stripe-dashboard'], { apiOnly: true }),
];
