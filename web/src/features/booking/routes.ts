import { serve, type PageRegistration } from '../../app/routes/page';

/** Online booking: public, one page for the three names the spec's table gives it. */
export const bookingPages: PageRegistration[] = [
  ...serve(
    () => import('./BookNowPage'),
    ['book-now', 'salon-booking-page', 'public-salon-booking'],
    { public: true },
  ),
  // The salon's short link (printed, or as a QR code): on to its booking page.
  ...serve(() => import('./ShortLinkPage'), ['s'], { public: true }),
];
