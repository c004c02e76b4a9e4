// The appointment dialog's line: the no-show risk's level, the share of such
// appointments missed, and why.
import Typography from '@mui/material/Typography';
import { useNoShowRisk } from '../../lib/data/intelligence';
import { COLORS, riskText } from './RiskBadge';

export function RiskLine({ bookingId }: { bookingId: string }) {
  const risk = useNoShowRisk(bookingId);
  if (!risk) return null;
  return (
    <Typography
      variant="body2"
      color={risk.level === 'low' ? 'text.secondary' : `${COLORS[risk.level]}.main`}
    >
      {riskText(risk)}
    </Typography>
  );
}
