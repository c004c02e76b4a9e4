// /pay-runs: paying the team. Owners and managers see the period's run for
// everyone (worked out on the server from the ledger), adjust it, close it
// and download it, and set the commission plans and pay settings; anyone
// else on the team sees their own line. Booth rent: the terms (managers) and
// rent taken in cash (the desk too).
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { formatMinorUnits } from '@chairside/core/money';
import { SalonGate } from '../../app/workspace/SalonGate';
import { PageFrame } from '../../ui/PageFrame';
import { PayRunPanel } from './PayRunPanel';

const PlansPanel = lazy(() => import('./PlansPanel'));
const PaySettingsPanel = lazy(() => import('./PaySettingsPanel'));
const BoothRentPanel = lazy(() => import('./BoothRentPanel'));

const TABS = [
  ['run', 'Pay runs'],
  ['plans', 'Commission plans'],
  ['rent', 'Booth rent'],
  ['settings', 'Pay settings'],
] as const;
type TabName = (typeof TABS)[number][0];
/** The front desk takes rent too; plans and settings are the managers'. */
const DESK_TABS: readonly TabName[] = ['run', 'rent'];

export default function PayPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'staff']}
      title="Pay"
      denied="A booth renter’s rent and commission are on the booth renter dashboard."
    >
      {(salon) => {
        const manages = salon.role === 'owner' || salon.role === 'manager';
        const tabs = manages
          ? TABS
          : salon.role === 'front_desk'
            ? TABS.filter(([t]) => DESK_TABS.includes(t))
            : [];
        return (
          <Pay orgId={salon.orgId} currency={salon.org.currency} manages={manages} tabs={tabs} />
        );
      }}
    </SalonGate>
  );
}

function Pay({
  orgId,
  currency,
  manages,
  tabs,
}: {
  orgId: string;
  currency: string;
  manages: boolean;
  tabs: readonly (readonly [TabName, string])[];
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabName | null;
  const tab: TabName = asked && tabs.some(([t]) => t === asked) ? asked : 'run';
  // Pay is read to the cent: $80.00, not $80.
  const money = (minor: number) => formatMinorUnits(minor, currency, 'en-US', true);
  return (
    <PageFrame
      title={manages ? 'Team pay' : 'My pay'}
      subtitle={
        manages
          ? 'Commission, tips and hours for each pay period, worked out from the payments ledger.'
          : 'Your commission, tips and hours for each pay period.'
      }
      maxWidth={1200}
    >
      {tabs.length > 1 && (
        <Tabs
          value={tab}
          onChange={(_e, next: TabName) => setParams(next === 'run' ? {} : { tab: next })}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {tabs.map(([value, label]) => (
            <Tab key={value} value={value} label={label} />
          ))}
        </Tabs>
      )}
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        {tab === 'run' && <PayRunPanel orgId={orgId} manages={manages} money={money} />}
        {tab === 'plans' && <PlansPanel orgId={orgId} currency={currency} money={money} />}
        {tab === 'rent' && <BoothRentPanel orgId={orgId} currency={currency} money={money} />}
        {tab === 'settings' && <PaySettingsPanel orgId={orgId} currency={currency} />}
      </Suspense>
    </PageFrame>
  );
}
