import { PRODUCT_NAME } from '@chairside/core/product';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="22 November 2026"
      intro={`These terms govern your use of ${PRODUCT_NAME}: the salon management app, the public salon websites it serves and its API. By creating an account or using the service you agree to them.`}
      sections={[
        {
          heading: 'Accounts',
          paragraphs: [
            'You need an account to use the app. Keep your sign-in details to yourself and tell us at once if you think someone else has used your account. You are responsible for what happens under your account.',
            'You must be at least 16 years old, and old enough to enter a contract where you live.',
          ],
        },
        {
          heading: 'Salons, owners and teams',
          paragraphs: [
            'The person who creates a salon becomes its owner. Owners decide who joins the salon’s team and in which role (owner, manager, front desk, stylist or booth renter), and may change or end that access at any time. A salon always keeps at least one owner.',
            'Owners are responsible for the information their salon keeps about its clients and team, and for having the right to keep it, including any consent their local law requires.',
          ],
        },
        {
          heading: 'Your content',
          paragraphs: [
            'Your salon’s data (clients, bookings, services, website content and the rest) stays yours. You give us only the permission we need to store it, show it to the people you allow, and run the service.',
            'Do not upload anything unlawful, anything that infringes someone else’s rights, or anything that could harm the service or its users.',
          ],
        },
        {
          heading: 'Payments',
          paragraphs: [
            'Card payments are processed by our payment provider under its own terms. We never store full card numbers. Fees for paid plans are shown before you commit, and you can cancel at the end of any billing period.',
          ],
        },
        {
          heading: 'Availability and changes',
          paragraphs: [
            'We work hard to keep the service available and your data safe, with backups and security reviews, but we cannot promise it will never be interrupted. We may change or improve features; when a change reduces what you can do, we will tell you in advance.',
          ],
        },
        {
          heading: 'Ending your use',
          paragraphs: [
            'You may stop using the service and close your account at any time. We may suspend accounts that break these terms or put other users at risk. After closure you can ask for an export of your salon’s data for 30 days.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'To the extent the law allows, our total liability for any claim is limited to the amount you paid us in the 12 months before it. Nothing in these terms limits liability that cannot be limited by law.',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: [
            `Questions about these terms? Write to the ${PRODUCT_NAME} team from the support link in the app.`,
          ],
        },
      ]}
    />
  );
}
