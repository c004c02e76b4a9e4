// The demo sign-ins: seeded into the Auth emulator and printed by `npm start`.
export const DEMO_PASSWORD = 'chairside-demo';

/** The demo salon every persona but the super-admin belongs to. */
export const DEMO_SALON = {
  id: 'demo-studio-nova',
  name: 'Studio Nova',
  slug: 'studio-nova',
  timeZone: 'America/New_York',
  currency: 'USD',
  address: '214 Atlantic Ave\nBrooklyn, NY 11201',
  phone: '(718) 555-0142',
  email: 'hello@studionova.test',
};

// role: the salon role (members); client: linked to a client record instead.
export const DEMO_PERSONAS = [
  {
    key: 'owner',
    email: 'owner@chairside.test',
    displayName: 'Maya Chen',
    note: 'salon owner',
    role: 'owner',
  },
  {
    key: 'manager',
    email: 'manager@chairside.test',
    displayName: 'Jordan Blake',
    note: 'manager',
    role: 'manager',
  },
  {
    key: 'frontdesk',
    email: 'frontdesk@chairside.test',
    displayName: 'Ava Ortiz',
    note: 'front desk',
    role: 'front_desk',
  },
  {
    key: 'stylist',
    email: 'stylist@chairside.test',
    displayName: 'Leo Martins',
    note: 'stylist',
    role: 'staff',
  },
  {
    key: 'stylist2',
    email: 'stylist2@chairside.test',
    displayName: 'Noor Haddad',
    note: 'stylist',
    role: 'staff',
  },
  {
    key: 'renter',
    email: 'renter@chairside.test',
    displayName: 'Priya Nair',
    note: 'booth renter',
    role: 'booth_renter',
  },
  {
    key: 'client',
    email: 'client@chairside.test',
    displayName: 'Sam Rivera',
    note: 'client',
    client: true,
  },
  {
    key: 'admin',
    email: 'admin@chairside.test',
    displayName: 'Chairside Admin',
    note: 'super-admin',
    claims: { superAdmin: true },
  },
];
