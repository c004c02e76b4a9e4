import type { Transporter } from 'nodemailer';
import { logger } from 'firebase-functions';
import { mailFrom } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where answers go, for example the salon's own address. */
  replyTo?: { name: string; address: string };
  /** Files such as an add-to-calendar .ics. */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers (a marketing e-mail's List-Unsubscribe and List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

let transport: Promise<Transporter> | undefined;

/** SMTP comes from SMTP_URL (smtp://user:pass@host:port, or smtps://…). */
export function mailConfigured(): boolean {
  return Boolean(process.env['SMTP_URL']);
}

async function transporter(): Promise<Transporter> {
  transport ??= import('nodemailer').then((nodemailer) =>
    nodemailer.createTransport(process.env['SMTP_URL'] ?? ''),
  );
  return transport;
}

/** Sends one e-mail; false (and a log line) when SMTP is missing or refuses it. */
export async function trySendMail(mail: Mail): Promise<boolean> {
  if (!mailConfigured()) {
    logger.warn('E-mail is not configured (SMTP_URL is unset); not sent', { to: mail.to });
    return false;
  }
  try {
    await (await transporter()).sendMail({ from: mailFrom(), ...mail });
    return true;
  } catch (err) {
    logger.error('Sending e-mail failed', { to: mail.to, err });
    return false;
  }
}

/** Sends one e-mail; SMTP's refusal is thrown (the notification queue retries it). */
export async function deliverMail(mail: Mail): Promise<void> {
  await (await transporter()).sendMail({ from: mailFrom(), ...mail });
}
