/**
 * White-label names. The API rewrites these meta tags from BRAND_NAME and MILES_PROGRAM_NAME when it
 * serves index.html, so one build serves every airline.
 */
function readMeta(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content || fallback;
}

export let brandName = readMeta('dfs:brand', 'Horizon Duty Free');
export let milesProgramName = readMeta('dfs:miles', 'ShebaMiles');

/** The server render has no meta tags to read: it is given the names from its configuration. */
export function setBrandNames(brand: string, miles: string): void {
  brandName = brand;
  milesProgramName = miles;
}
