import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback (smtp-server), every message parsed with mailparser. */
export interface MailCatcher {
  url: string;
  messages: ParsedMail[];
  /** RCPT TO addresses of each message, in arrival order. */
  recipients: string[][];
  /** Refuses the next `count` messages after their data (451, a temporary failure, as a busy server does). */
  refuseNext(count: number): void;
  /** Messages refused so far. */
  refused(): number;
  close(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: ParsedMail[] = [];
  const recipients: string[][] = [];
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          if (toRefuse > 0) {
            toRefuse--;
            refused++;
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          messages.push(parsed);
          recipients.push(session.envelope.rcptTo.map((r) => r.address));
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    recipients,
    refuseNext: (count) => {
      toRefuse = count;
    },
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
