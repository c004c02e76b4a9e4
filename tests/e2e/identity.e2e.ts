import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, clearFirestore } from '../support/api';
import { useBrowser } from '../support/e2e';
import { APP_URL, signUp } from '../support/emulators';
import { linkIn, startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now();
let mailbox: Mailbox;
const newPage = useBrowser();

beforeAll(async () => {
  await clearFirestore();
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

describe('guarded screens', () => {
  it('send a visitor to /login with the original path, and back there after sign-in', async () => {
    const email = `guard-${run}@chairside.test`;
    await signUp(email, 'guarded-pass-1');
    const page = await newPage();
    await page.goto(`${APP_URL}/staff-management?tab=team`);
    await page.waitForURL(`${APP_URL}/login?next=%2Fstaff-management%3Ftab%3Dteam`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('guarded-pass-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${APP_URL}/staff-management?tab=team`);
    await page.getByRole('heading', { name: 'You’re not part of a salon yet' }).waitFor();
  });

  it('send a visitor from /logout and /sign-out to /login without next', async () => {
    for (const path of ['/logout', '/sign-out']) {
      const page = await newPage();
      // The page sends the browser on as soon as it loads, which can land before Playwright
      // sees the first navigation commit: that interruption is the behaviour under test.
      await page.goto(`${APP_URL}${path}`, { waitUntil: 'commit' }).catch((error: Error) => {
        if (!/interrupted by another navigation/.test(error.message)) throw error;
      });
      await page.waitForURL(`${APP_URL}/login`);
    }
  });

  it('never follow a next that leads to another site', async () => {
    const email = `next-${run}@chairside.test`;
    await signUp(email, 'guarded-pass-1');
    const page = await newPage();
    await page.goto(`${APP_URL}/login?next=${encodeURIComponent('//evil.test/steal')}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('guarded-pass-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${APP_URL}/`);
  });
});

describe('a new owner builds a team', () => {
  const ownerEmail = `founder-${run}@chairside.test`;
  const stylistEmail = `leo-${run}@chairside.test`;
  let ownerPage: Page;
  let inviteLink: string;

  it('signs up, creates a salon and lands on the set-up checklist', async () => {
    ownerPage = await newPage();
    const page = ownerPage;
    await page.goto(`${APP_URL}/signup?next=%2Fdashboard`);
    await page.getByLabel('Your name').fill('Rosa Diaz');
    await page.getByLabel('E-mail').fill(ownerEmail);
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Use at least 8 characters').waitFor();
    await page.getByLabel('Password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    // No salon yet: /dashboard leads to onboarding.
    await page.waitForURL(`${APP_URL}/onboarding`);
    await page.getByLabel('Salon name').fill(`Rosa's Studio ${run}`);
    await page.getByText('Available').waitFor();
    expect(await page.getByLabel('Salon address on the web').inputValue()).toBe(
      `rosas-studio-${run}`,
    );
    await page.getByLabel('Address', { exact: true }).fill('1 Main St, Springfield');
    await page.getByLabel('Phone').fill('555 0100');
    await page.getByRole('button', { name: 'Create salon' }).click();

    await page.waitForURL(`${APP_URL}/owner-dashboard`);
    await page.getByRole('heading', { name: 'Set-up checklist' }).waitFor();
    await page.getByText('1 of 5 done').waitFor(); // hours; details lack the e-mail
    expect(await page.locator('[data-step="hours"][data-done="true"]').count()).toBe(1);
    expect(await page.locator('[data-step="details"][data-done="false"]').count()).toBe(1);
  });

  it('fills in the salon e-mail in settings and the checklist moves live', async () => {
    const page = ownerPage;
    await page.getByRole('link', { name: 'Edit details' }).click();
    await page.waitForURL(`${APP_URL}/settings-hub`);
    await page.getByLabel('Salon e-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Enter a valid e-mail address').waitFor();
    await page.getByLabel('Salon e-mail').fill('hello@rosas.test');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Salon settings saved').waitFor();
    await page.goto(`${APP_URL}/dashboard`);
    await page.waitForURL(`${APP_URL}/owner-dashboard`);
    await page.getByText('2 of 5 done').waitFor();
  });

  it('invites a stylist by e-mail, and the invitation arrives by SMTP', async () => {
    const page = ownerPage;
    await page.getByRole('link', { name: 'Invite your team' }).click();
    await page.waitForURL(`${APP_URL}/staff-management`);
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Leo');
    await dialog.getByLabel('E-mail').fill(stylistEmail);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await dialog.getByText(`Invitation sent to ${stylistEmail}.`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page
      .getByRole('list', { name: 'Pending invitations' })
      .getByText(stylistEmail, { exact: false })
      .waitFor();

    const mail = await mailbox.waitFor(stylistEmail, /invited you to join/);
    inviteLink = linkIn(mail, `${APP_URL}/staff-invite?token=`);
  });

  it('the stylist signs up from the link, accepts, and sees only what a stylist may see', async () => {
    const page = await newPage();
    await page.goto(inviteLink);
    await page.waitForURL(/\/login\?next=%2Fstaff-invite%3Ftoken%3D/);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Your name').fill('Leo Martins');
    await page.getByLabel('E-mail').fill(stylistEmail);
    await page.getByLabel('Password').fill('stylist-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: `Join Rosa's Studio ${run}` }).waitFor();
    // Joining needs the address confirmed: the link arrives by e-mail and leads back here.
    await page.getByText('Confirm your e-mail address to join').waitFor();
    expect(await page.getByRole('button', { name: /Accept and join/ }).count()).toBe(0);
    const confirm = await mailbox.waitFor(stylistEmail, /Confirm your e-mail/);
    await page.goto(linkIn(confirm, `${APP_URL}/login?`));
    await page.getByRole('heading', { name: 'Your e-mail is confirmed' }).waitFor();
    await page.getByRole('link', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: `Join Rosa's Studio ${run}` }).waitFor();
    await page.getByRole('button', { name: /Accept and join/ }).click();
    await page.waitForURL(`${APP_URL}/staff-dashboard`);
    await page.getByText('Your role').waitFor();
    await page.getByRole('heading', { name: 'Stylist' }).waitFor();

    // No salon settings and no invitations for a stylist.
    expect(await page.getByRole('link', { name: 'Salon settings' }).count()).toBe(0);
    await page.goto(`${APP_URL}/settings-hub`);
    await page.getByText('Only the salon’s owners and managers can change its settings.').waitFor();
    await page.goto(`${APP_URL}/staff-management`);
    const team = page.getByRole('list', { name: 'Team members' });
    await team.getByText('Rosa Diaz').waitFor();
    expect(await page.getByRole('button', { name: 'Invite' }).count()).toBe(0);
    // A stylist sees their own sign-in address, not the owner's, and changes no roles.
    await team.getByText('Leo', { exact: true }).click();
    await page.getByRole('tab', { name: 'Access' }).click();
    await page.getByText(stylistEmail).waitFor();
    await team.getByText('Rosa Diaz').click();
    await page.getByRole('tab', { name: 'Access' }).click();
    await page
      .getByText('Only owners, managers and the front desk see e-mail addresses.')
      .waitFor();
    expect(await page.getByText(ownerEmail).count()).toBe(0);
    expect(await page.getByRole('combobox').count()).toBe(0);
  });

  it('the owner sees the stylist join, live, and the team step done', async () => {
    const page = ownerPage;
    await page.goto(`${APP_URL}/owner-dashboard`);
    await page.getByText('2 people on the team.').waitFor();
    await page.getByText('3 of 5 done').waitFor();
  });

  it('opens the dashboard from the API alone: no Firestore connection, one workspace call', async () => {
    const page = ownerPage;
    const firestore: string[] = [];
    const workspaceCalls: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      const url = r.url();
      if (url.includes(':8080/') || url.includes('firestore.googleapis.com')) firestore.push(url);
      if (url.includes('/api/session/workspace')) workspaceCalls.push(url);
    };
    page.on('request', onRequest);
    await page.goto(`${APP_URL}/dashboard`);
    await page.waitForURL(`${APP_URL}/owner-dashboard`);
    await page.getByText('3 of 5 done').waitFor();
    await page
      .getByRole('list', { name: 'Team members' })
      .getByText('Leo', { exact: true })
      .waitFor();
    page.off('request', onRequest);
    expect(firestore).toEqual([]);
    expect(workspaceCalls).toHaveLength(1);
  });

  it('sends a signed-in owner from "/" to today’s figures, and reaches the book in one click on a desktop and a phone', async () => {
    const page = ownerPage;
    await page.goto(`${APP_URL}/`);
    await page.waitForURL(`${APP_URL}/owner-dashboard`);
    // Today's figures, each leading to its screen.
    await page.getByRole('heading', { name: 'Today', exact: true }).waitFor();
    await page.getByText('No payments yet').waitFor();
    const nav = page.getByRole('navigation', { name: 'Salon areas' });
    await nav.getByRole('link', { name: 'Appointments' }).click();
    await page.waitForURL(`${APP_URL}/appointments`);
    // The current area is marked for screen readers as well as by colour.
    await expect
      .poll(() => nav.getByRole('link', { name: 'Appointments' }).getAttribute('aria-current'))
      .toBe('page');
    // A stylist's areas and an owner's differ: the owner sees settings and the import.
    await nav.getByRole('link', { name: 'Import data' }).waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${APP_URL}/owner-dashboard`);
      await page.getByRole('button', { name: 'Open the salon menu' }).click();
      await page
        .getByRole('dialog')
        .getByRole('navigation', { name: 'Salon areas' })
        .getByRole('link', { name: 'Appointments' })
        .click();
      await page.waitForURL(`${APP_URL}/appointments`);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('lists the reports the owner can read', async () => {
    const page = ownerPage;
    await page.goto(`${APP_URL}/reports`);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    for (const name of ['Retail sales', 'Payments', 'Gift card liability']) {
      await page.getByRole('heading', { name, level: 2 }).waitFor();
    }
  });
});

describe('other sign-in methods and dashboards', () => {
  let adminPage: Page;
  it('signs in with an e-mail link read from the mailbox', async () => {
    const email = `link-${run}@chairside.test`;
    const page = await newPage();
    await page.goto(`${APP_URL}/login?next=%2Fdashboard`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await page.getByText(`We sent a sign-in link to ${email}.`).waitFor();
    const link = linkIn(await mailbox.waitFor(email, /sign-in link/), `${APP_URL}/login?`);
    await page.goto(link);
    await page.waitForURL(`${APP_URL}/onboarding`);
  });

  it('signs in with Google through the Auth emulator’s provider', async () => {
    const page = await newPage();
    await page.goto(`${APP_URL}/login?next=%2Fdashboard`);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByLabel('Google e-mail').fill(`g-${run}@gmail.test`);
    await page.getByLabel('Display name').fill('Gia Google');
    await page.getByRole('button', { name: 'Sign in with Google.com' }).click();
    await page.waitForURL(`${APP_URL}/onboarding`);
    const user = await admin().auth.getUserByEmail(`g-${run}@gmail.test`);
    expect(user.providerData.map((p) => p.providerId)).toEqual(['google.com']);
  });

  it('sends a super-admin to the platform overview', async () => {
    const email = `root-${run}@chairside.test`;
    const { uid } = await signUp(email, 'root-password-1');
    await admin().auth.setCustomUserClaims(uid, { superAdmin: true });
    const page = await newPage();
    await page.goto(`${APP_URL}/login?next=%2Fdashboard`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('root-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${APP_URL}/super-admin-dashboard`);
    await page
      .getByRole('table', { name: 'Newest salons' })
      .getByText(`Rosa's Studio ${run}`)
      .waitFor();
    adminPage = page;
  });

  it('lets the super-admin help the stylist read-only: banner, a refused change, the end', async () => {
    const page = adminPage;
    await page
      .getByLabel('Find a person by e-mail, or a salon by name or web address')
      .fill(`leo-${run}@chairside.test`);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: /^Help / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Open read-only' }).click();
    await dialog.getByText('Say why in a sentence').waitFor();
    await dialog.getByLabel('Reason').fill('Leo cannot see his Saturday clients');
    await dialog.getByRole('button', { name: 'Open read-only' }).click();
    const banner = page.getByRole('region', { name: 'Support session' });
    await banner.getByText(/you are signed in as .*, read-only/).waitFor({ timeout: 20_000 });
    await banner.getByText(/^(30|29):\d\d left$/).waitFor();
    // A change is refused by the API, in words.
    await page.goto(`${APP_URL}/data-deletion-instructions-page`);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByText('This is a read-only support session').waitFor();
    // The salon's owner hears of it.
    const mail = await mailbox.waitFor(`founder-${run}@chairside.test`, /support opened/);
    expect(mail.text).toContain('Leo cannot see his Saturday clients');
    // Back in the stylist's pages, End returns the administrator to their own session.
    await page.goto(`${APP_URL}/dashboard`);
    await page
      .getByRole('region', { name: 'Support session' })
      .getByRole('button', { name: 'End' })
      .click();
    await page.waitForURL(/\/(super-admin-dashboard|login)/);
    const trail = await admin()
      .db.collectionGroup('auditLog')
      .where('personEmail', '==', `leo-${run}@chairside.test`)
      .get();
    expect(trail.docs.map((d) => d.get('action')).sort()).toEqual([
      'impersonation.end',
      'impersonation.start',
    ]);
  });

  it('sends a salon’s client to the client dashboard', async () => {
    const email = `client-${run}@chairside.test`;
    const { uid } = await signUp(email, 'client-password-1');
    const { db } = admin();
    const org = (await db.collection('orgs').limit(1).get()).docs[0]!;
    await db.doc(`users/${uid}`).set({ clientOf: { [org.id]: 'c1' } }, { merge: true });
    const page = await newPage();
    await page.goto(`${APP_URL}/login?next=%2Fdashboard`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill('client-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${APP_URL}/client-dashboard`);
    await page.getByRole('heading', { name: org.get('name'), exact: true }).waitFor();
  });
});
