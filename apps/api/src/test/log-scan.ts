/**
 * Every test app's log lines are scanned when it closes (test-app.ts): no e-mail address, token or
 * traveller's name may reach a log line (docs/OPERATIONS.md, "Logs").
 */
const patterns: [string, RegExp][] = [
  ['an e-mail address', /[\w.+-]+@[\w-]+(\.[\w-]+)+/],
  ['a signed token', /eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}/],
  ['a query string', /"(url|path)":"[^"]*\?/],
  // Names of the demo travellers and of the tests' own travellers.
  ['a traveller name', /\b(Hana|Girma|Selam|Tesfaye|Amina|Daniel|Mekonnen|Zoe)\b/],
];

/** The first line that carries personal data, with what it carries. */
export function personalDataIn(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    for (const [what, pattern] of patterns) {
      if (pattern.test(line)) return `${what} in a log line: ${line.slice(0, 2000)}`;
    }
  }
  return undefined;
}
