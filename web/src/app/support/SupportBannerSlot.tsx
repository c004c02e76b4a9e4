import { Suspense, lazy } from 'react';
import { useSupportSession } from './support-session';

// The banner's code loads only in a support session (this slot itself loads
// just after the signed-in page, SignedInLayout).
const SupportBanner = lazy(() =>
  import('./SupportBanner').then((m) => ({ default: m.SupportBanner })),
);

/** The support session banner, where there is one. */
export function SupportBannerSlot() {
  const session = useSupportSession();
  if (!session) return null;
  return (
    <Suspense fallback={null}>
      <SupportBanner session={session} />
    </Suspense>
  );
}
