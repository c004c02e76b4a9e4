// /pay-runs: paying the team. Owners and managers see the period's run for
// everyone (worked out on the server from the ledger), adjust it, close it
// and download it, and set the commission plans and pay settings; anyone
// else on the team sees their own line.
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

const TABS = [
  ['run', 'Pay runs'],
  ['plans', 'Commission plans'],
  ['settings', 'Pay settings'],
] as const;
type TabName = (typeof TABS)[number][0];

export default function PayPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'staff']}
      title="Pay"
      denied="A booth renter’s rent and commission are on the booth renter dashboard."
    >
      {(salon) => {
        const manages = salon.role === 'owner' || salon.role === 'manager';
        return <Pay orgId={salon.orgId} currency={salon.org.currency} manages={manages} />;
      }}
    </SalonGate>
  );
}

function Pay({ orgId, currency, manages }: { orgId: string; currency: string; manages: boolean }) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as TabName | null;
  const tab: TabName = manages && asked && TABS.some(([t]) => t === asked) ? asked : 'run';
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
      {manages && (
        <Tabs
          value={tab}
          onChange={(_e, next: TabName) => setParams(next === 'run' ? {} : { tab: next })}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map(([value, label]) => (
            <Tab key={value} value={value} label={label} />
          ))}
        </Tabs>
      )}
      <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
        {tab === 'run' && <PayRunPanel orgId={orgId} manages={manages} money={money} />}
        {tab === 'plans' && <PlansPanel orgId={orgId} currency={currency} money={money} />}
        {tab === 'settings' && <PaySettingsPanel orgId={orgId} currency={currency} />}
      </Suspense>
    </PageFrame>
  );
}
