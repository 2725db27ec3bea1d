/**
 * Where the prerendered page's inline loader (scripts/prerender.tsx) keeps the last form submitted natively: it
 * never lets one go to the server as a GET (the e-mail and password would be in the URL), and keeps it here for
 * `useSubmitBeforeHydration` (src/ui/typedBeforeHydration.ts). No React here: the build script imports it.
 */
export const SUBMIT_BEFORE_HYDRATION = '__submitBeforeHydration';
