/** A spreadsheet must not run a cell as a formula (CSV injection): such cells get a leading quote. */
export const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
