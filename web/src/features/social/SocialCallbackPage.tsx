// /social-callback: where Instagram, Facebook, TikTok and Pinterest send the
// owner back after signing in (the signed state says which network, for
// which salon, and who started it); then back to the portfolio.
import { finishNetwork } from '../../lib/data/social';
import { OAuthCallback, type OAuthAnswer } from '../../ui/OAuthCallback';

const finish = async (answer: OAuthAnswer) => {
  const c = await finishNetwork(answer);
  return {
    ok: true,
    text: `${c.name} connected as ${c.account}. ${
      c.status === 'choose' ? c.message || 'Choose where to post on the portfolio page.' : ''
    }`,
  };
};

export default function SocialCallbackPage() {
  return (
    <OAuthCallback
      title="Connecting"
      waiting="Finishing the connection…"
      missing="The network sent no sign-in answer. Start again from the portfolio."
      finish={finish}
      back={{ to: '/social-portfolio', label: 'Back to the portfolio' }}
    />
  );
}
