// What the gift-cards slice offers other slices; everything else in it is its own.
export { payDepositWithGiftCard, returnGiftDeposit } from './deposit.service';
export {
  deliverCard,
  deliverDueGiftCards,
  giftCardsDue,
  newGiftCode,
  spendCard,
  writeNewCard,
} from './gift-cards.service';
