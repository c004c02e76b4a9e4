// The local mail catcher `npm start` runs (maildev): a real SMTP server whose
// web inbox shows what the functions sent. A SMTP_URL in the environment wins.
import { mkdirSync } from 'node:fs';
import net from 'node:net';

export const MAIL_SMTP_PORT = 1025;
export const MAIL_WEB_PORT = 1080;

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

export async function startMailCatcher(directory) {
  if (process.env.SMTP_URL) {
    return { smtpUrl: process.env.SMTP_URL, inboxUrl: null, stop: async () => {} };
  }
  for (const port of [MAIL_SMTP_PORT, MAIL_WEB_PORT]) {
    if (!(await portFree(port))) {
      console.error(
        `Port ${port} is in use, so the local mail catcher cannot start. Stop what uses it, ` +
          'or set SMTP_URL to send e-mail through another server.',
      );
      process.exit(1);
    }
  }
  mkdirSync(directory, { recursive: true });
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: MAIL_SMTP_PORT,
    web: MAIL_WEB_PORT,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: directory,
    silent: true,
  });
  await maildev.start();
  return {
    smtpUrl: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    inboxUrl: `http://localhost:${MAIL_WEB_PORT}`,
    stop: () => maildev.stop().catch(() => {}),
  };
}
