import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

/** Where e-mails go: an SMTP server, or .eml files in a folder when there is none (DESIGN.md §8). */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

/**
 * The message as sent: an inline data: image (an order's QR code) goes as an attachment the HTML
 * names by content id (cid:), since Gmail and Outlook do not show data: images.
 */
const mailOf = (from: string, message: MailMessage) => ({
  from,
  ...message,
  html: message.html ?? undefined,
  attachDataUrls: true,
});

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
}): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await smtp.sendMail(mailOf(options.from, message));
      },
    };
  }
  const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    async send(message) {
      const info = await files.sendMail(mailOf(options.from, message));
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${++sequence}.eml`;
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
