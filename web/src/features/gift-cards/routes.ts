import { serve, type PageRegistration } from '../../app/routes/page';

/** Gift cards: the desk's page, and the public pages to buy one and to print one. */
export const giftCardPages: PageRegistration[] = [
  ...serve(() => import('./GiftCardsPage'), ['gift-cards-page'], { apiOnly: true, exact: true }),
  ...serve(() => import('./BuyGiftCardPage'), ['gift-cards'], { public: true, exact: true }),
  ...serve(() => import('./PrintGiftCardPage'), ['gift-card'], { public: true, exact: true }),
];
