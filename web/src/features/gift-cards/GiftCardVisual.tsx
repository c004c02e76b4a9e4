import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GIFT_CARD_DESIGN_STYLES, type GiftCardDesign } from '@chairside/core/gift-cards';

/** A gift card as people picture it: the salon, the amount and (when known) the code. */
export function GiftCardVisual({
  design,
  salonName,
  amount,
  code,
  compact = false,
}: {
  design: GiftCardDesign;
  salonName: string;
  amount: string;
  code?: string;
  compact?: boolean;
}) {
  const style = GIFT_CARD_DESIGN_STYLES[design];
  return (
    <Box
      role="img"
      aria-label={`${style.label} gift card for ${salonName}: ${amount}${code ? `, code ${code}` : ''}`}
      sx={{
        bgcolor: style.background,
        color: style.ink,
        borderRadius: 4,
        p: compact ? 2 : 3.5,
        aspectRatio: '1.586',
        width: '100%',
        maxWidth: compact ? 220 : 420,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        boxShadow: '0 8px 24px rgba(0,0,0,0.12)',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      <Box>
        <Typography
          sx={{
            color: style.accent,
            letterSpacing: 2,
            textTransform: 'uppercase',
            fontSize: compact ? 10 : 13,
            fontWeight: 700,
          }}
        >
          Gift card
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: compact ? 14 : 22, mt: 0.5 }}>
          {salonName}
        </Typography>
      </Box>
      <Box>
        <Typography sx={{ fontWeight: 700, fontSize: compact ? 22 : 36, lineHeight: 1.1 }}>
          {amount}
        </Typography>
        {code && (
          <Typography
            sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 18, mt: 1 }}
          >
            {code}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
