import { useExternalStore } from './external-store';

/** Width classes of spec §9: small below 480 px, medium 480–900 px, large above 900 px. */
export type ViewportSize = 'small' | 'medium' | 'large';

const queries = ['(min-width: 480px)', '(min-width: 901px)'] as const;

function snapshot(): ViewportSize {
  if (window.matchMedia(queries[1]).matches) return 'large';
  if (window.matchMedia(queries[0]).matches) return 'medium';
  return 'small';
}

function subscribe(onChange: () => void): () => void {
  const lists = queries.map((q) => window.matchMedia(q));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

export function useViewportSize(): ViewportSize {
  return useExternalStore(subscribe, snapshot, () => 'large');
}
