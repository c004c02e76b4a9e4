// The demo sign-ins: seeded into the Auth emulator and printed by `npm start`.
export const DEMO_PASSWORD = 'chairside-demo';

export const DEMO_PERSONAS = [
  { key: 'owner', email: 'owner@chairside.test', displayName: 'Maya Chen', note: 'salon owner' },
  {
    key: 'manager',
    email: 'manager@chairside.test',
    displayName: 'Jordan Blake',
    note: 'manager',
  },
  {
    key: 'frontdesk',
    email: 'frontdesk@chairside.test',
    displayName: 'Ava Ortiz',
    note: 'front desk',
  },
  { key: 'stylist', email: 'stylist@chairside.test', displayName: 'Leo Martins', note: 'stylist' },
  {
    key: 'renter',
    email: 'renter@chairside.test',
    displayName: 'Priya Nair',
    note: 'booth renter',
  },
  { key: 'client', email: 'client@chairside.test', displayName: 'Sam Rivera', note: 'client' },
  {
    key: 'admin',
    email: 'admin@chairside.test',
    displayName: 'Chairside Admin',
    note: 'super-admin',
    claims: { superAdmin: true },
  },
];
