// An appointment's no-show risk, where the salon's team sees the book: a small
// label on the block (medium and high only: low is the usual case); the
// appointment's dialog says it in a line (RiskLine.tsx).
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { StoredRisk } from '@chairside/core/records/intelligence';
import type { Role } from '@chairside/core/roles';
import { NoShowRisks, useNoShowRisk, useNoShowRisks } from '../../lib/data/intelligence';

/** Who sees no-show risks: the salon's team, not booth renters (their own business). */
const RISK_ROLES: readonly Role[] = ['owner', 'manager', 'front_desk', 'staff'];

/** Gives the book the days' risks, where the person may see them. */
export function WithRisks(props: {
  orgId: string;
  role: Role;
  first: string;
  last: string;
  children: ReactNode;
}) {
  if (!RISK_ROLES.includes(props.role)) return props.children;
  return <RisksFor {...props} />;
}

function RisksFor({
  orgId,
  first,
  last,
  children,
}: {
  orgId: string;
  first: string;
  last: string;
  children: ReactNode;
}) {
  const risks = useNoShowRisks(orgId, first, last);
  return <NoShowRisks.Provider value={risks}>{children}</NoShowRisks.Provider>;
}

const LABELS = { low: 'Low risk', medium: 'Medium risk', high: 'High risk' } as const;
export const COLORS = { low: 'success', medium: 'warning', high: 'error' } as const;

/** "High no-show risk (31%): 2 no-shows in the last 6 months; booked online." */
export function riskText(risk: StoredRisk): string {
  const share = `${Math.round(risk.probability * 100)}%`;
  const level = LABELS[risk.level].replace(' risk', '').toLowerCase();
  return `${level[0]!.toUpperCase()}${level.slice(1)} no-show risk (${share})${risk.reasons.length ? `: ${risk.reasons.join('; ')}` : ''}.`;
}

/** The block's label: medium and high only. */
export function RiskBadge({ bookingId }: { bookingId: string }) {
  const risk = useNoShowRisk(bookingId);
  if (!risk || risk.level === 'low') return null;
  return (
    // The reasons on hover (the block's own label says them to a screen reader).
    <Box
      component="span"
      title={riskText(risk)}
      data-risk={risk.level}
      sx={{
        position: 'absolute',
        top: 2,
        right: 2,
        px: 0.5,
        borderRadius: 1,
        fontSize: 10,
        fontWeight: 700,
        lineHeight: '16px',
        bgcolor: `${COLORS[risk.level]}.main`,
        color: `${COLORS[risk.level]}.contrastText`,
      }}
    >
      {risk.level === 'high' ? 'High risk' : 'Risk'}
    </Box>
  );
}
