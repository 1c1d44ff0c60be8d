import { useEffect, useRef } from 'react';

/**
 * Scrolls the returned element into view whenever `key` changes after the first render, so a new
 * page of a list starts at its heading rather than where the pagination was.
 */
export function useScrollIntoViewOnChange<T extends HTMLElement>(key: string) {
  const ref = useRef<T>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the trigger
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    ref.current?.scrollIntoView({ block: 'start' });
  }, [key]);
  return ref;
}
