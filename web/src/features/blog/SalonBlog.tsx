// A salon's blog in the app: the same screens as the platform blog's, on the
// salon's posts (SalonBlogProvider), read on the salon's own site.
import { useMemo, type ReactNode } from 'react';
import type { Role } from '@chairside/core/roles';
import { SalonGate } from '../../app/workspace/SalonGate';
import { SalonBlogProvider, type SalonBlog } from '../../lib/data/blog';
import { siteUrl } from '../../lib/data/site';

/** Everyone in the salon passes the gate; the API says who may write (owners, managers, authors). */
const TEAM: readonly Role[] = ['owner', 'manager', 'front_desk', 'staff', 'booth_renter'];

export function SalonBlogScope({ title, children }: { title: string; children: ReactNode }) {
  return (
    <SalonGate
      roles={TEAM}
      title={title}
      denied="The blog is written by the salon's owners, managers and the authors they choose."
    >
      {(salon) => (
        <Scoped key={salon.orgId} orgId={salon.orgId} slug={salon.org.slug}>
          {children}
        </Scoped>
      )}
    </SalonGate>
  );
}

function Scoped({ orgId, slug, children }: { orgId: string; slug: string; children: ReactNode }) {
  const value: SalonBlog = useMemo(
    () => ({ orgId, siteUrl: siteUrl(slug || orgId).replace(/\/$/, '') }),
    [orgId, slug],
  );
  return <SalonBlogProvider value={value}>{children}</SalonBlogProvider>;
}
