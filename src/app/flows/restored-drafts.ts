/**
 * The drafts a flow host restored on this page. If the page then fails to render (a draft written by an older
 * version of the app, or edited by hand), the error boundary drops them, so 'Reintentar' starts the flow clean
 * instead of failing on the same draft again.
 */
import type { DraftKey } from '../drafts';
import { removeDraft } from '../storage';

const restored = new Set<DraftKey>();

export function noteRestoredDraft(key: DraftKey): void {
  restored.add(key);
}

export function dropRestoredDrafts(): void {
  for (const key of restored) removeDraft(key);
  restored.clear();
}
