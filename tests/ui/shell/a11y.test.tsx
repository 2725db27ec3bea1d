import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AlertProvider, useAlerts } from '../../../src/app/alerts';
import { AppShell } from '../../../src/app/shell';
import { NotFoundPage, SuspendedNotice, TermsPage } from '../../../src/screens/static';
import { dark, light } from '../../../src/ui/theme.css';

/** axe in jsdom; colour contrast cannot be computed here (checked below from the palettes, and in e2e). */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const MARIA = { name: 'María', firstSurname: 'López' };

function Page({ path, children }: { path: string; children: React.ReactNode }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AlertProvider>
        <AppShell user={MARIA} onLogout={() => {}} messagingUrl="https://wa.me/525512345678">
          {children}
        </AppShell>
      </AlertProvider>
    </MemoryRouter>
  );
}

function Toaster() {
  const { show } = useAlerts();
  return (
    <button type="button" onClick={() => show({ message: 'Debe seleccionar una fecha', alertType: 'error' })}>
      Probar
    </button>
  );
}

describe('axe (jsdom)', () => {
  it('the shell with the terms page', async () => {
    render(
      <Page path="/terminos-y-condiciones">
        <TermsPage supportPhone="5512345678" />
      </Page>,
    );
    expect(await violations()).toEqual([]);
  });

  it('the shell with the suspended notice, the menu open', async () => {
    const user = userEvent.setup();
    render(
      <Page path="/">
        <SuspendedNotice supportPhone="5512345678" messagingUrl="https://wa.me/525512345678" />
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Abrir menú' }));
    await screen.findByRole('dialog', { name: 'Menú' });
    expect(await violations()).toEqual([]);
  });

  it('the help modal and a toast', async () => {
    const user = userEvent.setup();
    render(
      <Page path="/compras">
        <NotFoundPage />
        <Toaster />
      </Page>,
    );
    await user.click(screen.getByRole('button', { name: 'Probar' }));
    await user.click(screen.getByRole('button', { name: '¿Cómo funciona?' }));
    await screen.findByRole('dialog', { name: '¿Cómo funciona comprar a meses?' });
    expect(await violations()).toEqual([]);
  });
});

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe.each([
  ['light', light.color],
  ['dark', dark.color],
])('%s palette contrast (WCAG AA)', (_name, c) => {
  it.each([
    ['text on bg', c.text, c.bg, 4.5],
    ['text on surface', c.text, c.surface, 4.5],
    ['text on surfaceAlt', c.text, c.surfaceAlt, 4.5],
    ['muted text on surface', c.textMuted, c.surface, 4.5],
    ['muted text on bg', c.textMuted, c.bg, 4.5],
    ['primary (links, ghost buttons) on surface', c.primary, c.surface, 4.5],
    ['primary on surfaceAlt (active menu item)', c.primary, c.surfaceAlt, 4.5],
    ['primary on bg', c.primary, c.bg, 4.5],
    ['on-primary on primary (buttons)', c.onPrimary, c.primary, 4.5],
    ['on-primary on primary hover', c.onPrimary, c.primaryHover, 4.5],
    ['danger on surface', c.danger, c.surface, 4.5],
    ['danger on bg', c.danger, c.bg, 4.5],
    ['input border on surface (non-text)', c.border, c.surface, 3],
    ['focus ring on bg (non-text)', c.focus, c.bg, 3],
    ['focus ring on surface (non-text)', c.focus, c.surface, 3],
  ])('%s', (_pair, fg, bg, min) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(min);
  });
});
