import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotFoundPage, PlaceholderPage, SuspendedNotice, TermsPage } from '../../../src/screens/static';

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('TermsPage', () => {
  it('holds the clauses of the terms of use', () => {
    render(<TermsPage supportPhone="5512345678" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Términos y condiciones de uso' })).toBeTruthy();
    const text = document.body.textContent ?? '';
    const clauses = [
      'más de 180 días de atraso podrán ser turnadas a gestión de cobranza',
      'dentro de las 24 horas',
    ];
    clauses.push('la próxima vez que uses la Plataforma o a los 30 días naturales');
    clauses.push('correo certificado se tendrán por recibidas 5 días después');
    for (const clause of clauses) expect(text).toContain(clause);
    expect(text).toMatch(/mayor entre el total de los cargos .* en los 12 meses anteriores .* y \$1,200\.00/);
    expect(hrefOf('(551) 234-5678')).toBe('tel:+525512345678');
  });
});

describe('SuspendedNotice', () => {
  it('shows the notice with the support phone as a tel: link and the messaging button', () => {
    render(<SuspendedNotice supportPhone="5512345678" messagingUrl="https://wa.me/525512345678" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tu cuenta ha sido suspendida' })).toBeTruthy();
    expect(hrefOf('(551) 234-5678')).toBe('tel:+525512345678');
    expect(hrefOf(/Enviar mensaje a soporte/)).toBe('https://wa.me/525512345678');
  });

  it('leaves out what is not configured', () => {
    render(<SuspendedNotice supportPhone="" messagingUrl="" />);
    expect(screen.getByRole('heading', { name: 'Tu cuenta ha sido suspendida' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('PlaceholderPage and NotFoundPage', () => {
  it('a placeholder is a titled page', () => {
    render(<PlaceholderPage title="Mi cuenta" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeTruthy();
  });

  it('not found offers a way home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
    expect(hrefOf('Ir al inicio')).toBe('/');
  });
});
