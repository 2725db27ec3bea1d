/**
 * An invariant of the promoter's screens the machine cannot supply (issue 25): a promoter never sees client
 * navigation. Spec §2 "Layout shell" names the client's menu — Inicio (/), Iniciar compra (/iniciar-compra), Mi
 * cuenta (/compras), 'Ver perfil' (/perfil) — and §6 gives a business user the /promotor paths only. Checked at UI
 * level after every step of the quick application's paths and walks (promoter.model.ts `oracle.check`): no link to
 * a client page anywhere on the page, and, on every screen the promoter arrives at, the sidebar menu opened and
 * read, then closed again.
 *
 * Not checked: the logo's link to / (§2 "the logo goes to / (or the dashboard)"), which every role's header has.
 */
import { expect } from 'vitest';
import { nameOf, queryButton, testingLibrary } from '../../model/harness/queries.ts';

/** §2: the client's menu items by name, and the client pages they lead to. */
const CLIENT_ITEMS = ['Iniciar compra', 'Mi cuenta', 'Ver perfil'];
const CLIENT_PAGES = ['/iniciar-compra', '/compras', '/perfil'];

const pathOf = (link: HTMLAnchorElement) => new URL(link.href, window.location.href).pathname;
const isClientPage = (path: string) => CLIENT_PAGES.some((p) => path === p || path.startsWith(`${p}/`));

/** The menu button the check last opened, and on which path (a new mount has a new button). */
const openedOn = new WeakMap<Element, string>();

function expectNoClientLinks(root: ParentNode, where: string): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[href]')];
  const client = links
    .filter((a) => isClientPage(pathOf(a)) || CLIENT_ITEMS.includes(nameOf(a)))
    .map((a) => `"${nameOf(a)}" → ${pathOf(a)}`);
  expect(client, `client navigation shown to a promoter ${where}`).toEqual([]);
}

/** The invariant after one UI step. */
export async function expectNoClientNavigation(): Promise<void> {
  const path = window.location.pathname;
  expectNoClientLinks(document, `on ${path}`);
  const button = queryButton('Abrir menú');
  if (!button || openedOn.get(button) === path) return;
  openedOn.set(button, path);
  const { act, fireEvent } = await testingLibrary();
  fireEvent.click(button);
  let dialog: Element | null = null;
  // The drawer is a lazy chunk: its promise settles in microtasks (no timer is advanced: the flow's are fake).
  for (let i = 0; i < 20 && !dialog; i += 1) {
    await act(async () => {});
    dialog = document.querySelector('[role="dialog"]');
  }
  if (!dialog) throw new Error(`the menu did not open on ${path}`);
  expectNoClientLinks(dialog, `in the menu on ${path}`);
  // Inicio is the client's home (/); a promoter's Inicio is /promotor.
  const home = [...dialog.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (a) => nameOf(a) === 'Inicio',
  );
  expect(home.map(pathOf), `the menu's Inicio on ${path}`).not.toContain('/');
  const close = dialog.querySelector<HTMLButtonElement>('button[aria-label="Cerrar"]');
  if (!close) throw new Error('the menu has no close button');
  fireEvent.click(close);
  await act(async () => {});
  expect(document.querySelector('[role="dialog"]'), 'the menu closed again').toBeNull();
}
