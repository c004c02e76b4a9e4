import type { SvgIconComponent } from '@mui/icons-material';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import CardMembershipOutlined from '@mui/icons-material/CardMembershipOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SyncOutlined from '@mui/icons-material/SyncOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import MoveDownOutlined from '@mui/icons-material/MoveDownOutlined';

export interface Feature {
  title: string;
  summary: string;
  points: string[];
  Icon: SvgIconComponent;
}

export const FEATURES: Feature[] = [
  {
    title: 'Online booking and availability',
    summary: 'Clients book the right stylist for the right service, day or night.',
    points: [
      'Availability that respects hours, breaks, buffers and processing time',
      'Two clients can never take the same slot',
      'Waitlists, recurring appointments and self-service rescheduling',
    ],
    Icon: EventAvailableOutlined,
  },
  {
    title: 'Staff, services and clients',
    summary: 'Your menu, your team and every client record in one place.',
    points: [
      'Service menu with per-stylist prices and durations',
      'Weekly schedules, time off and commission rates',
      'Client history, notes, preferences and loyalty points',
    ],
    Icon: PeopleAltOutlined,
  },
  {
    title: 'Retail and point of sale',
    summary: 'Sell products at the desk and online, with stock that stays right.',
    points: [
      'Barcode and SKU lookup',
      'Stock adjustments and retail reports',
      'Online product reservations',
    ],
    Icon: StorefrontOutlined,
  },
  {
    title: 'Memberships and gift cards',
    summary: 'Recurring revenue and gifts your clients love to give.',
    points: [
      'Membership tiers with benefits',
      'Digital gift cards with balances',
      'Redeem at checkout',
    ],
    Icon: CardMembershipOutlined,
  },
  {
    title: 'Payments',
    summary: 'Card, QR and cash-app style payments, paid out to your own account.',
    points: [
      'Deposits that protect your time',
      'Connected-account onboarding',
      'Never charged twice for one payment',
    ],
    Icon: PaymentsOutlined,
  },
  {
    title: 'Calendar sync',
    summary: 'Appointments meet the calendars your team already lives in.',
    points: ['Google and Outlook two-way sync', 'iCal feeds', 'Busy times block online booking'],
    Icon: SyncOutlined,
  },
  {
    title: 'Messaging',
    summary: 'Talk with clients without handing out your personal number.',
    points: ['Conversations with unread counts', 'Photo sharing', 'Suggested replies'],
    Icon: ForumOutlined,
  },
  {
    title: 'Campaigns, reviews and reputation',
    summary: 'Bring clients back and turn happy ones into five-star reviews.',
    points: [
      'Campaigns you can launch, pause and resume',
      'Automatic review requests',
      'Replies to reviews',
    ],
    Icon: CampaignOutlined,
  },
  {
    title: 'Smarter schedules',
    summary: 'Fewer empty chairs, fewer missed appointments.',
    points: ['No-show prediction', 'Schedule optimisation', 'Gap filling from the waitlist'],
    Icon: InsightsOutlined,
  },
  {
    title: 'Your salon website',
    summary: 'A fast, beautiful site that books appointments, on your own domain.',
    points: [
      'Website builder with ten section types',
      'Free subdomain or your custom domain',
      'AI-written content you approve',
    ],
    Icon: WebOutlined,
  },
  {
    title: 'Blog and SEO',
    summary: 'Be found by people searching for a salon like yours.',
    points: ['Rich-text editor', 'Search-engine and social previews', 'Sitemaps and feeds'],
    Icon: ArticleOutlined,
  },
  {
    title: 'Import from other platforms',
    summary: 'Bring your clients, services and history with you.',
    points: ['Guided import with a preview', 'Undo an import', 'Nothing lost on the way'],
    Icon: MoveDownOutlined,
  },
];

export interface Solution {
  audience: string;
  headline: string;
  points: string[];
}

export const SOLUTIONS: Solution[] = [
  {
    audience: 'Salon owners',
    headline: 'See the whole business and let the busywork run itself.',
    points: [
      'Bookings, payments and payroll-ready commission reports in one place',
      'Deposits and reminders that cut no-shows',
      'A website and blog that bring in new clients',
    ],
  },
  {
    audience: 'Stylists',
    headline: 'Your day, your clients and your notes in your pocket.',
    points: [
      'A clear schedule on your phone, synced with your own calendar',
      'Client history and formulas before they sit down',
      'Message clients without sharing your number',
    ],
  },
  {
    audience: 'Booth renters',
    headline: 'Run your own book inside someone else’s salon.',
    points: [
      'Your own clients, kept private from the rest of the salon',
      'Your own payments, paid out to your own account',
      'Commission and rent settings the owner can see and agree on',
    ],
  },
  {
    audience: 'Clients',
    headline: 'Book in seconds and never wonder when your appointment is.',
    points: [
      'Book, reschedule or cancel online within the salon’s policy',
      'Add appointments to any calendar',
      'Memberships, gift cards and loyalty points in one account',
    ],
  },
];
