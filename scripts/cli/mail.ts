// The verb mail:test (its summary and options are its entry in scripts/cli/command-line.ts).
import { createMailer, mailRefusal, missingMailSetting } from '../../src/delivery/mail.ts';
import { type Options, type Session, text } from './options.ts';

export async function mailTest(session: Session, options: Options): Promise<void> {
  const settings = { smtpUrl: session.env.SMTP_URL || undefined, from: session.env.MAIL_FROM || undefined };
  const missing = missingMailSetting(settings);
  if (missing) throw new Error(mailRefusal(missing));
  const mailer = createMailer(settings)!;
  try {
    const sent = await mailer.send({
      to: [text(options, 'to')],
      subject: 'Compliance gateway: test email',
      text: 'This is a test of the compliance gateway email set-up (SMTP_URL, MAIL_FROM).',
      html: '<p>This is a test of the compliance gateway email set-up (SMTP_URL, MAIL_FROM).</p>',
    });
    session.print(`Sent (${sent.messageId})`);
  } finally {
    mailer.close();
  }
}
