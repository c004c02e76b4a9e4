// The demo salon's website: what an owner would build in the editor.
import {
  bookingPath,
  newSection,
  starterDraft,
  type Section,
  type SiteDraft,
} from '@chairside/core/site';
import { salonImageAt, salonImagesOf } from '@chairside/core/salon-images';

export function demoSiteDraft(salon: { name: string; slug: string }): SiteDraft {
  const base = starterDraft({
    name: salon.name,
    slug: salon.slug,
    description: 'Colour, cuts and care in Brooklyn',
  });
  const withProps = (section: Section, props: Record<string, unknown>) =>
    ({ ...section, props: { ...section.props, ...props } }) as Section;
  const components: Section[] = [
    withProps(newSection('HeroComponent', 'hero'), {
      headline: 'Hair that feels like you, only better',
      tagline:
        'Studio Nova is a small Brooklyn salon for lived-in colour, precise cuts and unhurried appointments. Book online in under a minute.',
      ctaButtons: [
        { text: 'Book Appointment', href: bookingPath(salon.slug), variant: 'primary' },
        { text: 'Ask us anything', href: '#contact', variant: 'outline' },
      ],
      backgroundImageUrl: '/img/salon/salon-interior.jpg',
      alt_description: salonImageAt('/img/salon/salon-interior.jpg')?.alt ?? '',
    }),
    withProps(newSection('AboutUsComponent', 'about'), {
      content:
        '<p>We opened Studio Nova in 2019 with one idea: every guest deserves the time to talk through what they want, and a stylist who listens.</p>' +
        '<p>Our team specialises in <strong>balayage and colour correction</strong>, curl-friendly cutting and bond-repair treatments. We use low-ammonia colour and refill our own product bottles.</p>' +
        '<ul><li>Free consultations before every colour service</li><li>Step-free entrance and a quiet-appointment option</li><li>Gift cards for every occasion</li></ul>',
      image_url: '/img/salon/styling-station.jpg',
      image_alt: salonImageAt('/img/salon/styling-station.jpg')?.alt ?? '',
    }),
    withProps(newSection('ServicesComponent', 'services'), {
      intro:
        'Prices start from the amounts shown; your stylist confirms the price at your consultation.',
    }),
    withProps(newSection('GalleryComponent', 'gallery'), {
      title: 'Inside the studio',
      images: salonImagesOf('scene')
        // The hero and About us show the other two.
        .filter((i) => !/salon-interior|styling-station/.test(i.url))
        .map((i) => ({ url: i.url, alt_text: i.alt, caption: '' })),
    }),
    withProps(newSection('ShopPageComponent', 'shop'), {}),
    withProps(newSection('MembershipsSectionComponent', 'memberships'), {}),
    withProps(newSection('ContactDetailsComponent', 'details'), {}),
    withProps(newSection('MapEmbedComponent', 'map'), {}),
    withProps(newSection('ContactFormComponent', 'contact'), {
      intro:
        'Questions about a colour, a wedding or a gift? Write to us and we answer within a day.',
    }),
  ];
  return {
    ...base,
    site_config: { pages: [{ id: 'home', title: 'Home', components }] },
    seo: {
      title: 'Studio Nova · Hair salon in Brooklyn',
      description:
        'Balayage, colour correction, curly cuts and bond repair in Brooklyn. See prices and opening hours, and book online.',
    },
  };
}
