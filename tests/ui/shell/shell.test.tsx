import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  AppShell,
  HELP_MODAL_TITLE,
  HOW_IT_WORKS,
  INSTALL_BANNER_SLOT_ID,
  type ShellUser,
} from '../../../src/app/shell';

const maria: ShellUser = { name: 'MARÍA FERNANDA', firstSurname: 'LÓPEZ', secondSurname: 'GARCÍA' };
const MESSAGING = 'https://wa.me/525512345678';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderShell({
  user = maria as ShellUser | null,
  entries = ['/'],
  index,
  banner,
}: {
  user?: ShellUser | null;
  entries?: string[];
  index?: number;
  banner?: ReactNode;
} = {}) {
  const onLogout = vi.fn();
  const view = render(
    <MemoryRouter initialEntries={entries} initialIndex={index ?? entries.length - 1}>
      <AppShell user={user} onLogout={onLogout} messagingUrl={MESSAGING} banner={banner}>
        <p>Contenido</p>
        <Where />
      </AppShell>
    </MemoryRouter>,
  );
  return { ...view, onLogout, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
  return screen.findByRole('dialog', { name: 'Menú' });
}

/** The main navigation of the open menu, and its links as [text, href]. */
function navOf(menu: HTMLElement) {
  const nav = within(menu).getByRole('navigation', { name: 'Menú principal' });
  const links = within(nav).getAllByRole('link');
  return { nav, hrefs: links.map((a) => [a.textContent, a.getAttribute('href')]) };
}
const hrefOf = (element: HTMLElement) => element.getAttribute('href');

describe('AppShell header', () => {
  it('renders the page inside <main>, a logo link to / and a labelled help link', () => {
    renderShell({ entries: ['/compras'] });
    expect(within(screen.getByRole('main')).getByText('Contenido')).toBeTruthy();
    expect(hrefOf(screen.getByRole('link', { name: 'Crédito a meses, inicio' }))).toBe('/');
    expect(hrefOf(screen.getByRole('link', { name: 'Preguntas frecuentes' }))).toBe('/preguntas-frecuentes');
  });

  it('the back button goes back one page', async () => {
    const { user } = renderShell({ entries: ['/compras', '/perfil'] });
    expect(where()).toBe('/perfil');
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(where()).toBe('/compras');
  });

  it('the back button on the first page of a visit (deep link) goes home', async () => {
    const { user } = renderShell({ entries: ['/compras/pagos/7'] });
    await user.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(where()).toBe('/');
  });

  it('there is no back button on the home page', () => {
    renderShell({ entries: ['/'] });
    expect(screen.queryByRole('button', { name: 'Regresar' })).toBeNull();
  });

  // Spec §2: the result routes of the credit application, the signing flow's success page ("Back button and
  // title show except on result pages") and the promoter's routes that reuse the result screen.
  it.each(
    [
      '/aplicacion-credito/resultado /aplicacion-credito/continuar-a-meses-con-intereses',
      '/aplicacion-credito/limite-de-solicitudes-exedido /firmar-aplicacion-credito/42/firma-exitosa',
      '/firmar-aplicacion-credito/42/firma-exitosa/ /promotor/resultado /promotor/modelo-preliminar-fallido',
    ].flatMap((line) => line.split(' ')),
  )('there is no back button on the result page %s', (path) => {
    renderShell({ entries: ['/compras', path] });
    expect(screen.queryByRole('button', { name: 'Regresar' })).toBeNull();
  });

  it.each(
    [
      '/firmar-aplicacion-credito/42 /firmar-aplicacion-credito/42/tabla-de-pagos',
      '/firmar-aplicacion-credito/42/cuenta-clabe /aplicacion-credito/permisos /promotor/permisos',
      '/compras/detalles-de-compra/42',
    ].flatMap((line) => line.split(' ')),
  )('the steps before a result keep the back button: %s', (path) => {
    renderShell({ entries: ['/compras', path] });
    expect(screen.getByRole('button', { name: 'Regresar' })).toBeTruthy();
  });
});

describe('AppShell menu', () => {
  it('shows the user initials, short name and the client links', async () => {
    const { user } = renderShell({ entries: ['/compras'] });
    const menuButton = screen.getByRole('button', { name: 'Abrir menú' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    const menu = await openMenu(user);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByText('ML')).toBeTruthy();
    expect(within(menu).getByText('María L.')).toBeTruthy();
    const { nav, hrefs } = navOf(menu);
    expect(hrefs).toEqual([
      ['Inicio', '/'],
      ['Iniciar compra', '/iniciar-compra'],
      ['Mi cuenta', '/compras'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Mi cuenta' }).getAttribute('aria-current')).toBe('page');
    expect(hrefOf(within(menu).getByRole('link', { name: 'Ver perfil' }))).toBe('/perfil');
    expect(within(menu).queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
  });

  it('a promoter gets the promoter area links, no client pages and no profile link', async () => {
    const { user } = renderShell({ user: { ...maria, role: 'promoter' }, entries: ['/promotor'] });
    const menu = await openMenu(user);
    expect(within(menu).getByText('María L.')).toBeTruthy();
    const { nav, hrefs } = navOf(menu);
    expect(hrefs).toEqual([
      ['Inicio', '/promotor'],
      ['Nueva solicitud rápida', '/promotor/solicitud-rapida'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).queryByRole('link', { name: 'Ver perfil' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    await user.click(within(nav).getByRole('link', { name: 'Nueva solicitud rápida' }));
    expect(where()).toBe('/promotor/solicitud-rapida');
  });

  it("'Cerrar sesión' closes the menu and calls onLogout", async () => {
    const { user, onLogout } = renderShell({ entries: ['/perfil'] });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Cerrar sesión' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull();
  });

  it("a visitor gets 'Crear cuenta' and 'Iniciar sesión' and no account links", async () => {
    const { user } = renderShell({ user: null, entries: ['/iniciar-compra'] });
    const menu = await openMenu(user);
    const { getByRole, queryByRole } = within(menu);
    expect(hrefOf(getByRole('link', { name: 'Crear cuenta' }))).toBe('/crear-cuenta');
    expect(hrefOf(getByRole('link', { name: 'Iniciar sesión' }))).toBe('/login');
    for (const name of ['Mi cuenta', 'Ver perfil']) expect(queryByRole('link', { name })).toBeNull();
    expect(queryByRole('button', { name: 'Cerrar sesión' })).toBeNull();
  });

  it('following a menu link navigates and closes the menu', async () => {
    const { user } = renderShell({ entries: ['/'] });
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Iniciar compra' }));
    expect(where()).toBe('/iniciar-compra');
    expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull();
  });

  it('Escape closes the menu and gives focus back to the menu button', async () => {
    const { user } = renderShell({ entries: ['/'] });
    await openMenu(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menú' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abrir menú' }));
  });

  it('is hidden on credit-application pages and shown on their result routes', () => {
    const { unmount } = renderShell({ entries: ['/aplicacion-credito/info-domicilio'] });
    expect(screen.queryByRole('button', { name: 'Abrir menú' })).toBeNull();
    unmount();
    renderShell({ entries: ['/aplicacion-credito/resultado'] });
    expect(screen.getByRole('button', { name: 'Abrir menú' })).toBeTruthy();
  });
});

describe('install-banner slot', () => {
  it.each(['/', '/compras', '/perfil'])(
    'is rendered after <main>, empty until the banner comes, on %s',
    (path) => {
      renderShell({ entries: [path] });
      const slot = document.getElementById(INSTALL_BANNER_SLOT_ID) as HTMLElement;
      expect(slot?.childElementCount).toBe(0);
      // After the page, never above it: a banner arriving late cannot push painted content down (CLS).
      const main = screen.getByRole('main');
      expect(main.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(main.contains(slot)).toBe(false);
    },
  );

  it('holds the banner it is given, outside <main>', () => {
    renderShell({ entries: ['/'], banner: <aside aria-label="Instalar la aplicación">Instalar</aside> });
    const banner = screen.getByRole('complementary', { name: 'Instalar la aplicación' });
    expect(document.getElementById(INSTALL_BANNER_SLOT_ID)?.contains(banner)).toBe(true);
    expect(within(screen.getByRole('main')).queryByRole('complementary')).toBeNull();
  });

  it.each(['/compras/pagos/1', '/iniciar-compra', '/login'])('is absent on %s, banner or not', (path) => {
    renderShell({ entries: [path], banner: <aside aria-label="Instalar la aplicación">Instalar</aside> });
    expect(document.getElementById(INSTALL_BANNER_SLOT_ID)).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Instalar la aplicación' })).toBeNull();
  });
});

describe('help modal', () => {
  it("opens from '¿Cómo funciona?', lists the four points and the contact button", async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: '¿Cómo funciona?' }));
    const dialog = await screen.findByRole('dialog', { name: HELP_MODAL_TITLE });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    for (const [i, point] of HOW_IT_WORKS.entries()) expect(items[i]?.textContent).toContain(point.title);
    const texts = [/Completa tu solicitud en unos cuantos minutos/, /elige el plazo de pago/];
    for (const text of [...texts, /comisiones ni costos ocultos/, 'Tus datos están protegidos'])
      expect(within(dialog).getByText(text)).toBeTruthy();
    const contact = within(dialog).getByRole('link', { name: /Escríbenos/ });
    expect(hrefOf(contact)).toBe(MESSAGING);
    expect(contact.getAttribute('rel')).toContain('noopener');
  });

  it("moves focus inside, traps Tab, and 'Entendido' closes it returning focus to the trigger", async () => {
    const { user } = renderShell();
    const trigger = screen.getByRole('button', { name: '¿Cómo funciona?' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: HELP_MODAL_TITLE });
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab through more elements than the dialog holds: focus never leaves it.
    for (const shift of [false, false, false, false, false, false, true, true, true, true, true, true]) {
      await user.tab({ shift });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('Escape closes it and the page behind is inert only while it is open', async () => {
    const { user, container } = renderShell();
    await user.click(screen.getByRole('button', { name: '¿Cómo funciona?' }));
    await screen.findByRole('dialog', { name: HELP_MODAL_TITLE });
    expect(container.hasAttribute('inert')).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '¿Cómo funciona?' }));
  });
});
