/**
 * The signing flow's first payment date, kept for the tab in session storage (not a draft of spec §9: the flow
 * reloads the applications on every visit), so a reload on the contract or the terms returns there.
 */
const dateKey = (applicationId: string) => `signing.firstPaymentDate.${applicationId}`;

/** The date chosen earlier in this tab for the application, if any. */
export function readChosenDate(applicationId: string): string | null {
  try {
    return window.sessionStorage.getItem(dateKey(applicationId));
  } catch {
    return null;
  }
}

/** Keeps the chosen date for the tab (`null` forgets it). */
export function keepChosenDate(applicationId: string, date: string | null): void {
  try {
    if (date) window.sessionStorage.setItem(dateKey(applicationId), date);
    else window.sessionStorage.removeItem(dateKey(applicationId));
  } catch {
    // Private mode: the date is asked again after a reload.
  }
}
