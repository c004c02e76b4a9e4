// /google-calendar-callback and /outlook-calendar-callback: where the
// provider sends the member back after signing in. The code is handed to the
// server once (it can be used only once); the signed state says who started it.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { PROVIDER_NAMES, type ConnectProvider } from '@chairside/core/calendar-connect';
import { finishConnect } from '../../lib/data/calendar';
import { OAuthCallback, type OAuthAnswer } from '../../ui/OAuthCallback';

export default function CalendarCallbackPage() {
  const { pathname } = useLocation();
  const provider: ConnectProvider = /outlook/.test(pathname) ? 'outlook' : 'google';
  const name = PROVIDER_NAMES[provider];
  const finish = useCallback(
    async (answer: OAuthAnswer) => {
      const v = await finishConnect(provider, answer);
      return {
        ok: v.status !== 'error' && v.status !== 'revoked',
        text: `${name} connected for ${v.account}. ${v.message}`,
      };
    },
    [provider, name],
  );
  return (
    <OAuthCallback
      title={`Connecting ${name}`}
      waiting={`Finishing the connection with ${name}…`}
      missing={`${name} sent no sign-in answer. Start again from Calendar sync.`}
      finish={finish}
      back={{ to: '/calendar-sync', label: 'Back to calendar sync' }}
    />
  );
}
