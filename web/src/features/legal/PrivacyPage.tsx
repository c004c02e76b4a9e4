import { PRODUCT_NAME } from '@chairside/core/product';
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="22 November 2026"
      intro={`This policy explains what ${PRODUCT_NAME} collects, why, and the choices you have. We collect as little as the service needs and never sell personal data.`}
      sections={[
        {
          heading: 'What we collect',
          paragraphs: [
            'Account details: your name, e-mail address and, if you sign in with Google, your Google profile name and picture. We never see your Google password.',
            'Salon data that you or your salon enter: salon details, team members, services, clients, bookings and messages.',
            'Technical data needed to run and protect the service, such as sign-in times and IP addresses used to stop abuse (for example, limits on how often invitation links can be checked).',
          ],
        },
        {
          heading: 'How we use it',
          paragraphs: [
            'To provide the service: signing you in, showing each person only what their role allows, sending the e-mails you ask for (sign-in links, invitations, password resets), and serving your salon’s public website.',
            'To keep the service secure and working, and to answer you when you contact us.',
          ],
        },
        {
          heading: 'Who can see it',
          paragraphs: [
            'Inside a salon, access follows roles: owners and managers see the team’s contact details; stylists see the team and their own details. Nobody outside a salon can read its data.',
            'Our processors (Google Cloud and Firebase for hosting and sign-in, our e-mail and payment providers) handle data only on our instructions.',
          ],
        },
        {
          heading: 'Where it is kept and for how long',
          paragraphs: [
            'Data is stored with Google Cloud. We keep it while your account or salon is active, and delete it within 30 days of closure unless the law requires us to keep it longer.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You can see and correct your profile in the app, ask for a copy of your data, and ask us to delete it. Clients of a salon can make these requests to the salon, which controls their data, or to us.',
          ],
        },
        {
          heading: 'Cookies and local storage',
          paragraphs: [
            'We use your browser’s storage to keep you signed in and to remember your light or dark theme. We do not use advertising cookies.',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: [
            `For any privacy question or request, contact the ${PRODUCT_NAME} team from the support link in the app.`,
          ],
        },
      ]}
    />
  );
}
