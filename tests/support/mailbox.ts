import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { API_URL } from './emulators';

/** The port the emulators' SMTP_URL points at during `npm test` (scripts/emulators.mjs). */
export const TEST_SMTP_PORT = 2525;

/** How long a wait gives the mail's own task before it runs the due work itself. */
const SWEEP_AFTER_MS = 3_000;

export interface Mailbox {
  messages: ParsedMail[];
  /** The first message to `to` (optionally matching `subject`), waiting up to `timeoutMs`. */
  waitFor(to: string, subject?: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  clear(): void;
  close(): Promise<void>;
}

const recipients = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((a) => a?.value ?? [])
    .map((a) => a.address?.toLowerCase());

/**
 * A real SMTP server on localhost that keeps what it receives, so tests read
 * the e-mails the functions actually sent over SMTP.
 */
export async function startMailbox(port = TEST_SMTP_PORT): Promise<Mailbox> {
  const messages: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // smtp-server's bundled certificate has expired; plain SMTP on loopback is fine.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    messages,
    // Mail a request asks for goes out from the outbox by a task, behind whatever
    // triggers the emulators still have queued from earlier files: allow for it.
    // A task the emulators lost (a trigger they dropped under load) is what the
    // deployed sweeper picks up every few minutes; the emulators never run a
    // schedule, so after a few seconds the wait runs the due work as the sweeper
    // would (a mail is claimed in a transaction: never sent twice).
    async waitFor(to, subject, timeoutMs = 45_000) {
      const deadline = Date.now() + timeoutMs;
      let sweepAt = Date.now() + SWEEP_AFTER_MS;
      for (;;) {
        if (Date.now() > sweepAt) {
          sweepAt = Date.now() + SWEEP_AFTER_MS;
          await fetch(`${API_URL}/dev/due-work`, { method: 'POST' }).catch(() => undefined);
        }
        const found = messages.find(
          (m) =>
            recipients(m).includes(to.toLowerCase()) && (!subject || subject.test(m.subject ?? '')),
        );
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    clear() {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in an e-mail's text that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const match = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((u) => u.startsWith(prefix));
  if (!match) throw new Error(`No link starting with ${prefix} in "${mail.subject}"`);
  return match;
}
