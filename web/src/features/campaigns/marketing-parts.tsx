// What the marketing pages share: the notice of what is not set up on this
// server, and a journey's timing in words.
import Alert from '@mui/material/Alert';
import type { JourneyView, MarketingOverview } from '@chairside/core/contracts/campaigns';

export function SetupNotice({ overview }: { overview: MarketingOverview }) {
  if (overview.email && overview.sms) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {!overview.email &&
        'E-mail is not set up on this server (SMTP_URL): e-mail campaigns and journeys cannot go out. '}
      {!overview.sms &&
        'Texts need a Twilio account (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM in the functions’ environment); until then, texts are recorded as not sent, with that reason.'}
    </Alert>
  );
}

export function timingOf(j: JourneyView): string {
  const c = j.config;
  switch (j.kind) {
    case 'rebook_reminder':
      return `${c.afterDays} days after a visit with nothing booked next`;
    case 'win_back':
      return `Between ${c.fromDays} and ${c.toDays} days since the last visit`;
    case 'birthday':
      return 'On the day, in the morning';
    case 'last_minute':
      return 'Within the hour of a cancellation inside 48 hours';
    case 'fill_slow_days':
      return 'Checked every hour for the next 7 days';
  }
}
