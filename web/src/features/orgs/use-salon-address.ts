// The salon's web address while a new salon is made: follows the name until
// the person edits it, and says (half a second after typing stops, one
// document read) whether it is free.
import { useEffect, useState } from 'react';
import { countryOfLocale } from '@chairside/core/countries';
import { DEFAULT_BUSINESS_HOURS, ZSlug, isValidCurrency, slugify } from '@chairside/core/org';
import type { CreateOrg } from '@chairside/core/salon-details';
import { config } from '../../config';
import { isSlugTaken } from '../../lib/data/orgs';

export function useSalonAddress(name: string, slug: string, setSlug: (slug: string) => void) {
  const [edited, setEdited] = useState(false);
  const [check, setCheck] = useState<{ slug: string; taken: boolean } | null>(null);

  useEffect(() => {
    if (!edited) setSlug(slugify(name));
  }, [name, edited, setSlug]);

  const valid = ZSlug.safeParse(slug).success;
  useEffect(() => {
    if (!valid) return;
    const timer = setTimeout(() => {
      isSlugTaken(slug).then(
        (taken) => setCheck({ slug, taken }),
        () => setCheck(null),
      );
    }, 500);
    return () => clearTimeout(timer);
  }, [slug, valid]);
  const state = !valid
    ? 'idle'
    : check?.slug !== slug
      ? 'checking'
      : check.taken
        ? 'taken'
        : 'free';
  const help =
    state === 'taken'
      ? 'That address is taken. Try another.'
      : state === 'free'
        ? 'Available'
        : 'Your booking site and links use this address';
  return {
    state,
    help,
    preview: `${slug || 'your-salon'}.${config.hosts.productDomain}`,
    markEdited: () => setEdited(true),
  } as const;
}

function guessCurrency(): string {
  const region = new Intl.Locale(navigator.language).maximize().region;
  const byRegion: Record<string, string> = {
    US: 'USD',
    CA: 'CAD',
    GB: 'GBP',
    AU: 'AUD',
    NZ: 'NZD',
    IE: 'EUR',
    ZA: 'ZAR',
    MX: 'MXN',
  };
  const guess = (region && byRegion[region]) ?? 'USD';
  return isValidCurrency(guess) ? guess : 'USD';
}

/** A new salon's details before the person types: their time zone, currency and country guessed. */
export const newSalonDefaults = (): CreateOrg => ({
  name: '',
  slug: '',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  currency: guessCurrency(),
  country: countryOfLocale(navigator.language),
  address: '',
  phone: '',
  email: '',
  businessHours: DEFAULT_BUSINESS_HOURS,
});
