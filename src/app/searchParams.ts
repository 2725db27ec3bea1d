/**
 * `useSearchParams()`: the current URL's query, read only — what the pages read (`?token=`, `?prestamo=`, a store's
 * link, the landing's utm), as React Router's `useSearchParams()[0]` gives it without a default: a
 * `URLSearchParams` of `location.search`, the same object until the query changes.
 *
 * React Router's hook lives in a module of its own that the entry chunk holds (with `BrowserRouter`), so every
 * first visit carried it and its setter (≈ 0.5 KB gzipped) for the four pages that read a query; Biome keeps its
 * import out of the app (docs/performance.md, "Weight budget").
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router';

export function useSearchParams(): readonly [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}
