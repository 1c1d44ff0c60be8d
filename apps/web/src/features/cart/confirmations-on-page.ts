import type { PurchaseConfirmation } from '@dfs/domain/regulated-items';

/** The page visit (router location key) whose confirmations are remembered. */
let rememberedPage: string | null = null;
const remembered = new Set<string>();

const keyOf = (itemId: number, kind: PurchaseConfirmation) => `${kind}:${itemId}`;

/** Whether the traveller already confirmed `kind` for this item during this page visit (spec §4). */
export function isConfirmedOnPage(pageKey: string, itemId: number, kind: PurchaseConfirmation): boolean {
  return rememberedPage === pageKey && remembered.has(keyOf(itemId, kind));
}

/** Remembers a confirmation until the traveller moves to another page. */
export function rememberConfirmation(pageKey: string, itemId: number, kind: PurchaseConfirmation): void {
  if (rememberedPage !== pageKey) {
    rememberedPage = pageKey;
    remembered.clear();
  }
  remembered.add(keyOf(itemId, kind));
}
