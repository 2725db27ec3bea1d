/**
 * The page renderer (src/app/router.tsx: the route table's matcher instead of React Router's <Routes>) and the
 * app's light links (src/ui/Link.tsx, src/ui/NavLink.tsx), which replace React Router's for the weight budget.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation, useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { paramsOf, RouteMatch } from '../../../src/app/router';
import { Link } from '../../../src/ui/Link';
import { NavLink } from '../../../src/ui/NavLink';
import { findHeading, openApp, type Rendered, waitForPath } from './harness';

let app: Rendered | null = null;
afterEach(() => {
  app?.unmount();
  app = null;
  localStorage.clear();
});

describe('pages', () => {
  it('renders the table page for the URL, the 404 page for anything else, with the shell around both', async () => {
    app = openApp('/terminos-y-condiciones');
    await findHeading(/Términos y condiciones/i);
    expect(document.title).toBe('Términos y condiciones · Crédito a meses');
    app.unmount();
    app = openApp('/no-existe');
    await findHeading('Página no encontrada');
    expect(screen.getByRole('link', { name: 'Crédito a meses, inicio' })).toBeTruthy();
    app.unmount();
    // One matcher for the guard and the page: a wrongly cased client path is not a page (it used to render,
    // unguarded, under <Routes>' case-insensitive matching).
    app = openApp('/PERFIL');
    await findHeading('Página no encontrada');
    expect(screen.queryByRole('heading', { level: 1, name: 'Perfil' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Ir al inicio' }));
    // A visitor going home is sent on to /login by the guard.
    await waitForPath('/login');
    await findHeading('Iniciar sesión');
  });

  it('reads the :parameters of the matched pattern, decoded', () => {
    expect(paramsOf('/compras/pagos/:paymentId', '/compras/pagos/p%2012/')).toEqual({ paymentId: 'p 12' });
    const table = '/firmar-aplicacion-credito/:applicationId/tabla-de-pagos';
    expect(paramsOf(table, '/firmar-aplicacion-credito/42/tabla-de-pagos')).toEqual({ applicationId: '42' });
    expect(paramsOf('/login', '/login')).toEqual({});
    // A malformed escape is kept as written.
    const malformed = paramsOf('/compras/pagos/:paymentId', '/compras/pagos/%E0%A4%A');
    expect(malformed).toEqual({ paymentId: '%E0%A4%A' });
  });
});

function Where() {
  const location = useLocation();
  return <output aria-label="ubicación">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

function Params() {
  return <output aria-label="parámetros">{JSON.stringify(useParams())}</output>;
}

function renderAt(url: string, ui: React.ReactNode) {
  window.history.replaceState(null, '', url);
  return render(<BrowserRouter>{ui}</BrowserRouter>);
}

const where = () => screen.getByLabelText('ubicación').textContent;

describe('Link and NavLink', () => {
  it('a plain click navigates in the app (push, with state); a modified click or target=_blank is left to the browser', () => {
    const { unmount } = renderAt(
      '/inicio',
      <>
        <Link to="/perfil" state={{ from: 'menu' }} className="enlace">
          Perfil
        </Link>
        <Link to="/terminos-y-condiciones" target="_blank" rel="noopener">
          Términos
        </Link>
        <Where />
      </>,
    );
    const perfil = screen.getByRole('link', { name: 'Perfil' });
    expect([perfil.getAttribute('href'), perfil.className]).toEqual(['/perfil', 'enlace']);
    const length = window.history.length;
    fireEvent.click(perfil, { ctrlKey: true });
    expect(where()).toBe('/inicio|null');
    fireEvent.click(screen.getByRole('link', { name: 'Términos' }));
    expect(where()).toBe('/inicio|null');
    fireEvent.click(perfil);
    expect(where()).toBe('/perfil|{"from":"menu"}');
    expect(window.history.length).toBe(length + 1);
    // A link to the page already shown replaces the entry.
    fireEvent.click(perfil);
    expect(window.history.length).toBe(length + 1);
    unmount();
  });

  it('NavLink marks the current page (sub-paths too, unless `end`), case-insensitively', () => {
    const { unmount } = renderAt(
      '/compras/pagos/7',
      <>
        <NavLink to="/" end className="nav">
          Inicio
        </NavLink>
        <NavLink to="/Compras" className="nav">
          Mi cuenta
        </NavLink>
        <NavLink to="/compras" end className="nav">
          Solo compras
        </NavLink>
      </>,
    );
    const current = screen.getByRole('link', { name: 'Mi cuenta' });
    expect([current.getAttribute('aria-current'), current.className]).toEqual(['page', 'nav active']);
    expect(screen.getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Solo compras' }).className).toBe('nav');
    unmount();
  });

  it('a page gets React Router’s route context for its match: useParams and relative links work as under <Routes>', () => {
    const { unmount } = renderAt(
      '/compras/pagos/7',
      <RouteMatch pattern="/compras/pagos/:paymentId" pathname="/compras/pagos/7">
        <Params />
        <Link to="detalle">Detalle</Link>
      </RouteMatch>,
    );
    expect(screen.getByLabelText('parámetros').textContent).toBe('{"paymentId":"7"}');
    const detail = screen.getByRole('link', { name: 'Detalle' });
    expect(detail.getAttribute('href')).toBe('/compras/pagos/7/detalle');
    unmount();
  });
});
