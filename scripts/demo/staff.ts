// The demo team's profiles and hours (the personas' staff records add these).
import type { WeeklyHours } from '@chairside/core/staff-profile';

const day = (start: string, end: string, breaks: [string, string][] = []) => ({
  open: true,
  start,
  end,
  breaks: breaks.map(([s, e]) => ({ start: s, end: e })),
});
const off = { open: false, start: '09:00', end: '17:00', breaks: [] };

/** Team portraits from the product's own pictures (core/src/salon-images.ts). */
export const DEMO_STAFF_PHOTOS: Record<string, string> = {
  owner: '/img/salon/team-1.jpg',
  manager: '/img/salon/team-3.jpg',
  stylist: '/img/salon/team-2.jpg',
  stylist2: '/img/salon/team-4.jpg',
  renter: '/img/salon/team-5.jpg',
};

export const DEMO_STAFF_PROFILES: Record<
  string,
  {
    title: string;
    bio: string;
    color: string;
    commissionRate: number;
    weeklyHours: WeeklyHours | null;
  }
> = {
  owner: {
    title: 'Creative director',
    bio: 'Maya opened Studio Nova in 2014 after a decade in Manhattan salons. Known for lived-in colour and precise bobs.',
    color: '#5B5BD6',
    commissionRate: 0,
    weeklyHours: {
      mon: off,
      tue: day('09:00', '17:00', [['13:00', '13:30']]),
      wed: day('09:00', '17:00', [['13:00', '13:30']]),
      thu: day('12:00', '20:00', [['16:00', '16:30']]),
      fri: day('10:00', '18:00', [['14:00', '14:30']]),
      sat: day('09:00', '15:00'),
      sun: off,
    },
  },
  manager: {
    title: 'Salon manager',
    bio: '',
    color: '#1C7ED6',
    commissionRate: 0,
    weeklyHours: null,
  },
  frontdesk: {
    title: 'Guest experience',
    bio: '',
    color: '#E67700',
    commissionRate: 0,
    weeklyHours: null,
  },
  stylist: {
    title: 'Senior stylist',
    bio: 'Leo specialises in curly and textured hair and men’s cuts. Trained in dry cutting in São Paulo.',
    color: '#0D9488',
    commissionRate: 45,
    weeklyHours: {
      mon: off,
      tue: day('10:00', '18:00', [['14:00', '14:45']]),
      wed: day('10:00', '18:00', [['14:00', '14:45']]),
      thu: day('12:00', '20:00', [['16:00', '16:30']]),
      fri: day('12:00', '20:00', [['16:00', '16:30']]),
      sat: day('09:00', '17:00', [['13:00', '13:30']]),
      sun: off,
    },
  },
  stylist2: {
    title: 'Colourist',
    bio: 'Noor is our colour specialist: balayage, blondes and corrections. Certified in bond-building treatments.',
    color: '#C2255C',
    commissionRate: 42.5,
    weeklyHours: {
      mon: off,
      tue: off,
      wed: day('09:00', '18:00', [['13:00', '13:45']]),
      thu: day('10:00', '20:00', [['15:00', '15:30']]),
      fri: day('10:00', '20:00', [['15:00', '15:30']]),
      sat: day('09:00', '17:00', [['13:00', '13:30']]),
      sun: day('10:00', '16:00'),
    },
  },
  renter: {
    title: 'Barber (booth renter)',
    bio: 'Priya rents a chair at Studio Nova and runs her own barbering book.',
    color: '#2B8A3E',
    commissionRate: 0,
    weeklyHours: {
      mon: day('10:00', '18:00'),
      tue: day('10:00', '18:00'),
      wed: off,
      thu: day('10:00', '19:00'),
      fri: day('10:00', '19:00'),
      sat: day('09:00', '15:00'),
      sun: off,
    },
  },
};
