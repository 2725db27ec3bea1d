/**
 * Where the focus goes (src/app/shell/stepFocus.ts, wired in the shell): the new step's heading after a route
 * change but not on the first load; a field the page focused itself keeps it; a refused submit focuses the first
 * invalid field; a busy button keeps the focus (src/ui/Button.tsx).
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AlertProvider } from '../../../src/app/alerts';
import { AppShell } from '../../../src/app/shell';
import { Button, PageTitle, TextField } from '../../../src/ui';

function StepOne() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle>Datos de tu domicilio...</PageTitle>
      <Button onClick={() => navigate('/dos')}>Continuar</Button>
    </>
  );
}

function StepTwo({ autoFocusField = false }: { autoFocusField?: boolean }) {
  return (
    <>
      <PageTitle>Datos de tu empleo...</PageTitle>
      {/* biome-ignore lint/a11y/noAutofocus: the case of a page that focuses its own field */}
      <input aria-label="Empresa" autoFocus={autoFocusField} />
    </>
  );
}

function RefusingForm() {
  const [error, setError] = useState<string | undefined>();
  return (
    <>
      <PageTitle>Referencias...</PageTitle>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setError('El campo es requerido');
        }}
      >
        <TextField label="Nombre completo de la referencia 1" error={error} />
        <Button type="submit">Continuar</Button>
      </form>
    </>
  );
}

function App({ autoFocusField = false, start = '/uno' }: { autoFocusField?: boolean; start?: string }) {
  return (
    <MemoryRouter initialEntries={[start]}>
      <AlertProvider>
        <AppShell user={null} onLogout={() => {}} messagingUrl="https://wa.me/525512345678">
          <Routes>
            <Route path="/uno" element={<StepOne />} />
            <Route path="/dos" element={<StepTwo autoFocusField={autoFocusField} />} />
            <Route path="/form" element={<RefusingForm />} />
            <Route path="/landing" element={<h1>Obtén hoy hasta $20,000 en tu cuenta</h1>} />
          </Routes>
        </AppShell>
      </AlertProvider>
    </MemoryRouter>
  );
}

describe('focus for keyboard and screen-reader customers', () => {
  it('the first load leaves the focus alone; a route change focuses the new step’s heading', async () => {
    render(<App />);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Datos de tu empleo...' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('a shell mounted again on another page (a sign-in remounts it) still focuses the new heading', async () => {
    const first = render(<App start="/uno" />);
    await screen.findByRole('heading', { level: 1, name: 'Datos de tu domicilio...' });
    first.unmount();
    render(<App start="/dos" />);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Datos de tu empleo...' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('an entry page whose heading is not a PageTitle: the heading is made focusable and takes the focus', async () => {
    const first = render(<App start="/uno" />);
    await screen.findByRole('heading', { level: 1, name: 'Datos de tu domicilio...' });
    first.unmount();
    render(<App start="/landing" />);
    const name = 'Obtén hoy hasta $20,000 en tu cuenta';
    const heading = await screen.findByRole('heading', { level: 1, name });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('a page that focuses one of its own fields keeps it', async () => {
    render(<App autoFocusField />);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const field = await screen.findByRole('textbox', { name: 'Empresa' });
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(document.activeElement).toBe(field);
  });

  it('a refused submit moves the focus to the first invalid field, described by its error', async () => {
    render(<App start="/form" />);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    const field = screen.getByRole('textbox', { name: 'Nombre completo de la referencia 1' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    const description = document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    expect([field.getAttribute('aria-invalid'), description]).toEqual(['true', 'El campo es requerido']);
  });
});
