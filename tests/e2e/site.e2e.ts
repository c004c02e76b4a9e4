import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, clearFirestore, salonInput } from '../support/api';
import { serviceDocument } from '../support/booking-fixture';
import { signInAt, useBrowser } from '../support/e2e';
import { signUp } from '../support/emulators';
import { startMailbox, type Mailbox } from '../support/mailbox';

const run = Date.now();
const PASSWORD = 'site-pass-1';
const ownerEmail = `owner-site-${run}@chairside.test`;
const slug = `site-e2e-${run}`;
const siteUrl = `http://${slug}.localhost:5000/`;
let orgId: string;
let owner: Page;
let mailbox: Mailbox;
const newPage = useBrowser();

beforeAll(async () => {
  await clearFirestore();
  mailbox = await startMailbox();
  const founder = await signUp(ownerEmail, PASSWORD);
  const created = await callApi('/orgs', {
    token: founder.idToken,
    body: salonInput('Studio Nova', slug),
  });
  orgId = created.body.orgId;
  await admin()
    .db.doc(`orgs/${orgId}/services/balayage`)
    .set(
      serviceDocument('Balayage', {
        description: 'Hand-painted colour.',
        durationMinutes: 180,
        price: 26000,
      }),
    );
  owner = await newPage();
  await signInAt(owner, '/editor', ownerEmail, PASSWORD);
});

afterAll(async () => {
  await mailbox?.close();
});

describe('an owner builds and publishes the site; a visitor writes; the owner answers', () => {
  it('builds the site in the editor with every section type and publishes it', async () => {
    await owner.getByRole('heading', { name: 'Website' }).waitFor();
    const preview = owner.getByRole('region', { name: 'Website preview' });
    // Edit the hero: the live preview follows.
    await owner.getByRole('button', { name: /^Hero/ }).click();
    await owner.getByLabel('Headline').fill('Studio Nova Brooklyn');
    await preview.getByRole('heading', { name: 'Studio Nova Brooklyn' }).waitFor();
    // A salon without photos (and no Unsplash key) finds one of the product's own pictures, described for screen readers.
    await owner.getByRole('button', { name: 'Find', exact: true }).click();
    await owner.getByRole('button', { name: /^Use: A bright salon/ }).click();
    expect(await owner.getByLabel('Image description (for screen readers)').inputValue()).toMatch(
      /bright salon/,
    );
    await owner.getByRole('button', { name: 'Back to sections' }).click();
    // Add the section types the starter site does not have.
    for (const type of ['Gallery', 'Placeholder', 'Shop', 'Memberships']) {
      await owner.getByRole('button', { name: 'Add section' }).click();
      await owner.getByRole('menuitem', { name: type, exact: true }).click();
      if (type === 'Gallery') {
        await owner
          .getByLabel('Image 1')
          .waitFor({ state: 'detached' })
          .catch(() => undefined);
        await owner.getByRole('button', { name: 'Add image' }).click();
        await owner
          .getByLabel('Image 1', { exact: true })
          .fill('https://images.example.test/balayage.jpg');
        await owner.getByLabel('Description (alt text)').fill('Balayage on long hair');
      }
      await owner.getByRole('button', { name: 'Back to sections' }).click();
    }
    // Reorder: move the contact form up one place.
    await owner.getByRole('button', { name: 'Move Contact form up' }).click();
    await owner.getByRole('button', { name: 'Publish' }).click();
    await owner.getByText('Your website is live').waitFor();
    await owner.getByText('Published', { exact: true }).waitFor();
  });

  it('a visitor sees every section at the subdomain and sends a message', async () => {
    const visitor = await newPage({ width: 390 });
    await visitor.goto(siteUrl);
    await visitor.getByRole('heading', { name: 'Studio Nova Brooklyn', level: 1 }).waitFor();
    // The hero shows the picture, served from the salon's own address.
    const hero = visitor.getByRole('img', { name: /bright salon/ });
    await hero.waitFor();
    const width = await hero.evaluate((img: HTMLImageElement) =>
      img.decode().then(() => img.naturalWidth),
    );
    expect(width).toBe(1600);
    for (const heading of [
      'About Us',
      'Our Services',
      'Gallery',
      'Visit Us',
      'Find Us',
      'Get in Touch',
      'Shop Our Products',
      'Our Memberships',
    ]) {
      await visitor.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    await visitor.getByText('Content coming soon!').waitFor();
    await visitor.getByText('Our product selection is being curated. Check back soon!').waitFor();
    await visitor.getByText('Membership details coming soon. Stay tuned!').waitFor();
    await visitor.getByRole('heading', { name: 'Balayage' }).waitFor();
    // Booking stays on the salon's host.
    expect(
      await visitor.getByRole('link', { name: 'Book Appointment' }).first().getAttribute('href'),
    ).toBe('/book');
    expect(await visitor.locator('footer').textContent()).toContain('Powered by');

    // The spec's validation messages first, then a message that goes through.
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByText('Name must be at least 2 characters').waitFor();
    await visitor.getByText('Please enter a valid email address').waitFor();
    await visitor.getByText('Message must be at least 5 characters').waitFor();
    await visitor.getByLabel('Name').fill('Rosa Diaz');
    await visitor.getByLabel('Email').fill(`rosa-${run}@example.test`);
    await visitor.getByLabel('Message').fill('Could I book a balayage this Saturday morning?');
    await visitor.getByRole('button', { name: 'Send Message' }).click();
    await visitor.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await visitor.getByRole('button', { name: 'Send Another Message' }).click();
    await visitor.getByLabel('Name').waitFor();
  });

  it('the owner reads the message in the site inbox and answers it by e-mail', async () => {
    await owner.goto(`http://localhost:5000/site-inbox`);
    await owner.getByRole('button', { name: /Rosa Diaz/ }).click();
    await owner.getByText('Could I book a balayage this Saturday morning?').last().waitFor();
    await owner.getByLabel('Reply to Rosa Diaz').fill('Yes, 10:00 on Saturday is yours.');
    await owner.getByRole('button', { name: 'Send reply' }).click();
    await owner.getByText(`Reply sent to rosa-${run}@example.test`).waitFor();
    const mail = await mailbox.waitFor(
      `rosa-${run}@example.test`,
      /Re: your message to Studio Nova/,
    );
    expect(mail.text).toContain('10:00 on Saturday is yours');
  });
});
