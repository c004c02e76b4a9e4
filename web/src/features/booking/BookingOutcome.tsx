import { useState } from 'react';
import type { BookingConfirmation } from '@chairside/core/contracts/booking';
import type { SavedCardView } from '@chairside/core/records/payment';
import type { SalonMenu } from './booking-frame';
import { Confirmed } from './Confirmed';
import { CardStep, DepositStep, type GiftPart } from './DepositStep';

const top = () => window.scrollTo({ top: 0 });

/**
 * After the booking is made: the deposit to pay (a gift card may pay part),
 * or the card to save when the salon charges fees, then the confirmation.
 */
export function BookingOutcome({
  salon,
  booked,
}: {
  salon: SalonMenu['salon'];
  booked: BookingConfirmation;
}) {
  const [confirmation, setConfirmation] = useState(booked);
  const [savedCard, setSavedCard] = useState<SavedCardView | null>(null);
  const [giftPart, setGiftPart] = useState<GiftPart | null>(null);
  const settled = { ...confirmation.booking, awaiting: null, holdUntil: null };

  if (confirmation.deposit) {
    const { deposit } = confirmation;
    return (
      <DepositStep
        salon={salon}
        confirmation={{ ...confirmation, deposit }}
        giftPart={giftPart}
        onGiftCard={(answer) => {
          setGiftPart({ amount: answer.paid, last4: answer.giftCard.last4 });
          setConfirmation({
            ...confirmation,
            deposit: answer.deposit,
            cardSetup: answer.cardSetup,
            booking: {
              ...confirmation.booking,
              awaiting: answer.awaiting,
              holdUntil: answer.holdUntil,
            },
          });
          if (!answer.deposit) top();
        }}
        onPaid={() => {
          setConfirmation({ ...confirmation, deposit: null, booking: settled });
          top();
        }}
      />
    );
  }
  if (confirmation.cardSetup) {
    const { cardSetup } = confirmation;
    return (
      <CardStep
        salon={salon}
        confirmation={{ ...confirmation, cardSetup }}
        onSaved={(status) => {
          setSavedCard(status.card);
          setConfirmation({ ...confirmation, cardSetup: null, booking: settled });
          top();
        }}
      />
    );
  }
  return (
    <Confirmed
      salon={salon}
      confirmation={confirmation}
      savedCard={savedCard}
      giftPart={giftPart}
    />
  );
}
