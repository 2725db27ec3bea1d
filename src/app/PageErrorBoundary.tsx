/**
 * What a customer sees when a page fails to render, instead of a blank screen: a Spanish explanation and a way
 * on. 'Reintentar' drops the drafts the page restored (the likely cause) and renders the page again; 'Ir al
 * inicio' leaves. A navigation to another page clears the error.
 */
import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { PageTitle } from '../ui/PageTitle';
import { dropRestoredDrafts } from './flows/restored-drafts';
import * as css from './layout.css';

export const PAGE_ERROR_TITLE = 'Algo salió mal';
export const PAGE_ERROR_TEXT = 'No pudimos mostrar esta página. Vuelve a intentarlo o regresa al inicio.';

interface Props {
  /** The page's path: a new page renders afresh. */
  readonly page: string;
  readonly onHome: () => void;
  readonly children: ReactNode;
}

interface State {
  readonly failedOn: string | null;
  readonly attempt: number;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failedOn: null, attempt: 0 };

  static getDerivedStateFromError(): Partial<State> {
    return { failedOn: '' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedOn: this.props.page });
    console.error('La página no se pudo mostrar', error, info.componentStack);
  }

  private readonly retry = () => {
    dropRestoredDrafts();
    this.setState((s) => ({ failedOn: null, attempt: s.attempt + 1 }));
  };

  override render(): ReactNode {
    const { failedOn, attempt } = this.state;
    if (failedOn !== null && (failedOn === '' || failedOn === this.props.page)) {
      return (
        <section className={css.center} role="alert">
          <PageTitle>{PAGE_ERROR_TITLE}</PageTitle>
          <p className={css.muted}>{PAGE_ERROR_TEXT}</p>
          <Button variant="primary" onClick={this.retry}>
            Reintentar
          </Button>
          <Button variant="secondary" onClick={this.props.onHome}>
            Ir al inicio
          </Button>
        </section>
      );
    }
    // Only a retry remounts the page (a flow host spans several paths and must not restart on each).
    return <Fragment key={attempt}>{this.props.children}</Fragment>;
  }
}
