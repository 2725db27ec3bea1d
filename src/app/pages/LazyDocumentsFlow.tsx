/**
 * The documents flow (DocumentsFlow) loaded on first use: only a PREAPPROVED application needs it, so neither the
 * application's first visit nor home downloads the documents machine until they show it.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../ui/Spinner';

const DocumentsFlow = lazy(async () => ({ default: (await import('./DocumentsFlow')).DocumentsFlow }));

export function LazyDocumentsFlow({ applicationId }: { readonly applicationId: string }) {
  return (
    <Suspense fallback={<Spinner label="Cargando" />}>
      <DocumentsFlow applicationId={applicationId} />
    </Suspense>
  );
}
