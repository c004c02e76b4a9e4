// /campaign-builder[?id=]: a new campaign, a draft to finish, or a launched
// one's progress and results. Owners and managers write and send; the rest
// of the team (not booth renters) may look at results.
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { isDocId } from '@chairside/core/ids';
import { SalonGate, type ActiveSalon } from '../../app/workspace/SalonGate';
import { useCampaign, useMarketingOverview } from '../../lib/data/campaigns';
import { useProducts } from '../../lib/data/retail';
import { siteUrl, useTheme } from '../../lib/data/site';
import { PageFrame } from '../../ui/PageFrame';
import { CampaignEditor, draftOf, emptyDraft } from './CampaignEditor';
import { CampaignResults } from './CampaignResults';
import { useSalonPicks } from './salon-picks';

export default function CampaignBuilderPage() {
  return (
    <SalonGate
      roles={['owner', 'manager', 'front_desk', 'staff']}
      title="Campaign"
      denied="Campaigns are the salon’s: a booth renter markets to their own clients from their own tools."
    >
      {(salon) => <Builder salon={salon} />}
    </SalonGate>
  );
}

function Builder({ salon }: { salon: ActiveSalon }) {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && isDocId(raw) ? raw : null;
  const canSend = salon.role === 'owner' || salon.role === 'manager';
  const campaign = useCampaign(salon.orgId, id);
  const overview = useMarketingOverview(salon.orgId);
  const theme = useTheme(salon.orgId);
  const products = useProducts(salon.orgId);
  const org = salon.org;
  const look = useMemo(
    () => ({
      name: org.name,
      address: org.address,
      color: theme.data?.theme.colors.primary ?? '#8a4b2e',
      bookingUrl: `${window.location.origin}/book-now?salon=${encodeURIComponent(org.slug || salon.orgId)}`,
    }),
    [org, theme.data, salon.orgId],
  );
  const picks = useSalonPicks(salon);
  const productCards = products.items
    .filter((p) => p.onlineSellable)
    .map((p) => ({
      id: p.id,
      name: p.name,
      price: p.sellingPrice,
      currency: org.currency,
      description: p.description,
      imageUrl: p.imageUrl ?? '',
      url: `${siteUrl(org.slug || salon.orgId)}shop/${p.id}`,
    }));
  const c = campaign.data?.campaign;
  const back = (
    <Button component={RouterLink} to="/marketing" startIcon={<ArrowBackIcon />}>
      Marketing
    </Button>
  );
  if (id && campaign.isPending) {
    return (
      <PageFrame title="Campaign" actions={back}>
        <Skeleton variant="rounded" height={320} />
      </PageFrame>
    );
  }
  if (id && !c) {
    return (
      <PageFrame title="Campaign" actions={back}>
        <Alert severity="error">{campaign.error?.message ?? 'There is no such campaign.'}</Alert>
      </PageFrame>
    );
  }
  if (c && c.status !== 'draft') {
    return (
      <PageFrame title={c.name} subtitle="Campaign" actions={back}>
        <CampaignResults
          orgId={salon.orgId}
          campaign={c}
          currency={org.currency}
          canSend={canSend}
          attributionDays={overview.data?.settings.attributionDays ?? 7}
        />
      </PageFrame>
    );
  }
  if (!canSend) {
    return (
      <PageFrame title={c?.name ?? 'New campaign'} actions={back}>
        <Alert severity="info">
          Owners and managers write and send campaigns; you can see their results once they go.
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame
      title={c ? c.name || 'Draft campaign' : 'New campaign'}
      subtitle="Write it, choose who gets it, look at it on a phone, then launch."
      actions={back}
    >
      {overview.data && !overview.data.email && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          E-mail is not set up on this server yet (SMTP_URL), so e-mails would not go out. Set it in
          the functions’ environment; locally, `npm start` sends to the mail catcher.
        </Alert>
      )}
      <CampaignEditor
        key={c?.id ?? 'new'}
        orgId={salon.orgId}
        id={c?.id ?? null}
        initial={c ? draftOf(c) : emptyDraft()}
        salon={look}
        currency={org.currency}
        maxSmsSegments={overview.data?.settings.maxSmsSegments ?? 2}
        services={picks.services}
        categories={picks.categories}
        team={picks.team}
        products={productCards}
      />
    </PageFrame>
  );
}
