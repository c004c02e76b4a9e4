// /google-reviews-callback: where Google sends the owner back after signing
// in to connect the salon's Business Profile; then back to Reviews (to
// choose the location, if asked).
import { finishGoogle } from '../../lib/data/reviews';
import { OAuthCallback, type OAuthAnswer } from '../../ui/OAuthCallback';

const finish = async (answer: OAuthAnswer) => {
  const v = await finishGoogle(answer);
  return {
    ok: v.status !== 'error' && v.status !== 'reconnect',
    text: `Google Business Profile connected for ${v.account}. ${v.message || 'Its reviews are in.'}`,
  };
};

export default function GoogleReviewsCallbackPage() {
  return (
    <OAuthCallback
      title="Connecting Google"
      waiting="Finishing the connection with Google…"
      missing="Google sent no sign-in answer. Start again from Reviews."
      finish={finish}
      back={{ to: '/review-management', label: 'Back to reviews' }}
    />
  );
}
