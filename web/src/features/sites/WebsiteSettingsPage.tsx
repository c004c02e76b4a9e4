import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SETTINGS_ROLES } from '@chairside/core/roles';
import { PageFrame } from '../../ui/PageFrame';
import { SalonGate } from '../../app/workspace/SalonGate';
import { DomainsCard } from './DomainsCard';
import { AddressCard } from './AddressCard';
import { ProfileCard } from './ProfileCard';
import { ShortLinkCard } from './ShortLinkCard';

/**
 * /website-settings (and /cname-generator, /owner-public-profile-settings): the
 * site's address, custom domains with their DNS records, and the public profile.
 */
export default function WebsiteSettingsPage() {
  return (
    <SalonGate
      roles={SETTINGS_ROLES}
      title="Website settings"
      denied="Only the salon’s owners and managers can change website settings."
    >
      {(salon) => (
        <PageFrame
          title="Website settings"
          subtitle="Where your website lives and how it is listed"
          maxWidth={960}
          actions={
            <Button component={RouterLink} to="/editor" variant="outlined">
              Open the editor
            </Button>
          }
        >
          <Stack sx={{ gap: 3 }} key={salon.orgId}>
            <AddressCard orgId={salon.orgId} slug={salon.org.slug} owner={salon.role === 'owner'} />
            <ShortLinkCard slug={salon.org.slug} name={salon.org.name} />
            <DomainsCard orgId={salon.orgId} />
            <ProfileCard orgId={salon.orgId} />
          </Stack>
        </PageFrame>
      )}
    </SalonGate>
  );
}
