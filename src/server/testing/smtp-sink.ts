import { SMTPServer } from 'smtp-server';
import { freePort } from './real-server';

/** One mail as the SMTP server received it: the envelope's recipients and the raw message. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  /** Every mail received so far, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that accepts every mail (no TLS, no sign-in) and keeps it. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
