/**
 * Calls `onChange` with the new value when another tab or window of the shop changes `key` in local
 * storage, or null when it removes it or clears storage. The `storage` event fires in every other tab
 * of the origin, never in the one that wrote, so tabs following each other do not echo. Returns the
 * unsubscribe function.
 */
export function onStoredInOtherTab(key: string, onChange: (newValue: string | null) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key) onChange(event.newValue);
    else if (event.key === null) onChange(null);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
