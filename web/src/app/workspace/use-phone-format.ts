import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatPhone } from '@chairside/core/format';
import { useWorkspace } from './workspace-context';

/**
 * How the salon on screen shows phone numbers. A US salon gets the spec's
 * (xxx) xxx-xxxx at once; any other salon loads libphonenumber-js (about
 * 30 kB gzip, once per visit) and shows its country's national form, numbers
 * from abroad in the international form. Until it arrives, numbers show as
 * they were typed.
 */
export function usePhoneFormat(): (phone: string) => string {
  const country = useWorkspace().active?.org.country ?? 'US';
  const abroad = country !== 'US';
  const { data: phone } = useQuery({
    queryKey: ['phone-format'],
    queryFn: () => import('@chairside/core/phone'),
    enabled: abroad,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return useCallback(
    (value: string) =>
      !abroad ? formatPhone(value) : phone ? phone.formatPhoneIn(value, country) : value,
    [abroad, phone, country],
  );
}
