import nodemailer from 'nodemailer';

/**
 * Email through the operator's SMTP server (`SMTP_URL`, `smtp://` or `smtps://`, with its
 * credentials in the URL; `MAIL_FROM` the sender). Both are configuration, never stored: the
 * password stays in the environment. Without them the service refuses what would send email (a
 * 422 naming the missing setting), so nothing is silently dropped.
 */

export interface MailSettings {
  smtpUrl: string | undefined;
  from: string | undefined;
}

/** The setting an operator must provide before email can go out, or null when both are there. */
export function missingMailSetting(settings: MailSettings | undefined): 'SMTP_URL' | 'MAIL_FROM' | null {
  if (!settings?.smtpUrl) return 'SMTP_URL';
  if (!settings.from) return 'MAIL_FROM';
  return null;
}

export const mailRefusal = (setting: 'SMTP_URL' | 'MAIL_FROM') =>
  `email is not configured on this server: the operator must set ${setting} (docs/operators.md, "Email")`;

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** RFC 8058 one-click unsubscribe: `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  unsubscribeUrl?: string | null;
  attachments?: Attachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<{ messageId: string }>;
  close(): void;
}

/** A mailer on one pooled SMTP transport; null when email is not configured. */
export function createMailer(settings: MailSettings, options: { timeoutMs?: number } = {}): Mailer | null {
  if (missingMailSetting(settings) !== null) return null;
  const timeout = options.timeoutMs ?? 30_000;
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.unsubscribeUrl
          ? { 'List-Unsubscribe': `<${mail.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : {},
        attachments: mail.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
      return { messageId: String(info.messageId) };
    },
    close() {
      transport.close();
    },
  };
}
