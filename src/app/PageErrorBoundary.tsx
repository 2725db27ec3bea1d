/**
 * What a customer sees when a page fails to render, instead of a blank screen: a Spanish explanation and a way
 * on. 'Reintentar' drops the drafts the page restored (the likely cause) and renders the page again; 'Ir al
 * inicio' leaves. A navigation to another page clears the error. A chunk of the page that could not load (a
 * page left open across a deploy) reloads the page once for the deployed version (src/app/pwa/staleChunks.ts),
 * with progress meanwhile; when that version was reloaded already, spec §8's generic error, and 'Reintentar'
 * reloads the page.
 */
import { Component, type ErrorInfo, Fragment, type ReactNode } from 'react';
import { Button } from '../ui/Button';
import { PageTitle } from '../ui/PageTitle';
import { Spinner } from '../ui/Spinner';
import { dropRestoredDrafts } from './flows/restored-drafts';
import * as css from './layout.css';
import {
  isChunkLoadError,
  isReloadingForNewVersion,
  reloadForNewVersion,
  STALE_CHUNK_MESSAGE,
} from './pwa/staleChunks';

export const PAGE_ERROR_TITLE = 'Algo salió mal';
export const PAGE_ERROR_TEXT = 'No pudimos mostrar esta página. Vuelve a intentarlo o regresa al inicio.';

interface Props {
  /** The page's path: a new page renders afresh. */
  readonly page: string;
  readonly onHome: () => void;
  readonly children: ReactNode;
  /** A chunk did not load: reloads the page once per version (true when the reload started). */
  readonly reloadForNewVersion?: () => boolean;
}

interface State {
  readonly failedOn: string | null;
  readonly attempt: number;
  /** What failed: the page itself, or one of its chunks (`reloading` for the new version, or `stale` still). */
  readonly cause: 'page' | 'reloading' | 'stale';
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failedOn: null, attempt: 0, cause: 'page' };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    const chunk = isChunkLoadError(error) || isReloadingForNewVersion();
    return { failedOn: '', cause: chunk ? 'reloading' : 'page' };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (isChunkLoadError(error) || isReloadingForNewVersion()) {
      const reload = this.props.reloadForNewVersion ?? (() => reloadForNewVersion(window));
      this.setState({ failedOn: this.props.page, cause: reload() ? 'reloading' : 'stale' });
    } else this.setState({ failedOn: this.props.page, cause: 'page' });
    console.error('La página no se pudo mostrar', error, info.componentStack);
  }

  private readonly retry = () => {
    if (this.state.cause === 'stale') {
      window.location.reload();
      return;
    }
    dropRestoredDrafts();
    this.setState((s) => ({ failedOn: null, attempt: s.attempt + 1, cause: 'page' }));
  };

  override render(): ReactNode {
    const { failedOn, attempt, cause } = this.state;
    if (failedOn !== null && (failedOn === '' || failedOn === this.props.page)) {
      if (cause === 'reloading') return <Spinner label="Cargando" showLabel />;
      return (
        <section className={css.center} role="alert">
          <PageTitle>{PAGE_ERROR_TITLE}</PageTitle>
          <p className={css.muted}>{cause === 'stale' ? STALE_CHUNK_MESSAGE : PAGE_ERROR_TEXT}</p>
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
