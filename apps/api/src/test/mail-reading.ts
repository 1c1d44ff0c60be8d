/** An .eml file from the outbox with its quoted-printable undone (UTF-8 runs decoded as text). */
export const decodeMail = (eml: string) =>
  eml.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (run) =>
    Buffer.from(
      run
        .split('=')
        .slice(1)
        .map((hex) => Number.parseInt(hex, 16)),
    ).toString('utf8'),
  );

/** The text/plain and text/html parts of a decoded e-mail (what a mail client shows), base64 undone. */
export function partsOf(mail: string): { text: string; html: string } {
  const part = (type: string) => {
    const start = mail.search(new RegExp(`^Content-Type: ${type}`, 'm'));
    if (start < 0) return '';
    const headersEnd = mail.indexOf('\n\n', start);
    const body = mail.slice(headersEnd + 2);
    const content = body.slice(0, body.search(/^--/m)).trim();
    // The part's headers: from its boundary line (or the top, for a one-part e-mail) to the blank line.
    const partStart = Math.max(0, mail.lastIndexOf('\n--', start));
    return /^Content-Transfer-Encoding: base64/m.test(mail.slice(partStart, headersEnd))
      ? Buffer.from(content, 'base64').toString('utf8')
      : content;
  };
  return { text: part('text/plain'), html: part('text/html') };
}
