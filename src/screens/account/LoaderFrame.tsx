/** How every read-only page shows its loader: a spinner, the failure with 'Reintentar', or the page itself. */
import type { ReactNode } from 'react';
import { MESSAGES } from '../../../machines/account/messages';
import type { LoaderView } from '../../../machines/shared/loader';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { PageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import * as css from './account.css';

export interface LoaderFrameProps<T> {
  readonly title: string;
  readonly view: LoaderView<T>;
  readonly onRetry: () => void;
  readonly children: (data: T) => ReactNode;
}

export function LoaderFrame<T>({ title, view, onRetry, children }: LoaderFrameProps<T>) {
  if (view.status === 'ready') return <>{children(view.data)}</>;
  return (
    <section className={css.stack}>
      <PageTitle>{title}</PageTitle>
      {view.status === 'loading' ? (
        <Spinner label="Cargando información" showLabel />
      ) : (
        <Card className={css.stack}>
          <p role="alert" className={css.text}>
            {MESSAGES.loadFailed}
          </p>
          <Button onClick={onRetry}>Reintentar</Button>
        </Card>
      )}
    </section>
  );
}
