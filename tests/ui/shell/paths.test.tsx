import { describe, expect, it } from 'vitest';
import { initials, isMenuHidden, shortName, showsInstallBanner } from '../../../src/app/shell';

describe('isMenuHidden', () => {
  it.each(
    [
      '/aplicacion-credito /aplicacion-credito/ /aplicacion-credito/info-domicilio',
      '/aplicacion-credito/info-empleo /aplicacion-credito/referencias /aplicacion-credito/permisos',
      '/aplicacion-credito/permisos?x=1',
    ].flatMap((line) => line.split(' ')),
  )('hides the menu on %s', (path) => {
    expect(isMenuHidden(path)).toBe(true);
  });

  it.each(
    [
      '/aplicacion-credito/resultado /aplicacion-credito/resultado/',
      '/aplicacion-credito/continuar-a-meses-con-intereses /aplicacion-credito/limite-de-solicitudes-exedido /',
      '/compras /perfil /aplicacion-creditos /firmar-aplicacion-credito/12 /prestamo-personal',
    ].flatMap((line) => line.split(' ')),
  )('shows the menu on %s', (path) => {
    expect(isMenuHidden(path)).toBe(false);
  });

  it('hides it on /prestamo-personal for a visitor only', () => {
    expect(isMenuHidden('/prestamo-personal', { loggedIn: false })).toBe(true);
    expect(isMenuHidden('/prestamo-personal', { loggedIn: true })).toBe(false);
  });
});

describe('showsInstallBanner', () => {
  it.each(['/', '/compras', '/perfil', '/compras/', '/perfil?tab=1'])('on %s', (path) => {
    expect(showsInstallBanner(path)).toBe(true);
  });
  it.each(['/login', '/compras/pagos/1', '/perfil/ajustes', '/iniciar-compra', '/aplicacion-credito'])(
    'not on %s',
    (path) => {
      expect(showsInstallBanner(path)).toBe(false);
    },
  );
});

describe('initials and short name', () => {
  it('uses the first given name and the first surname', () => {
    const user = { name: 'María Fernanda', firstSurname: 'López', secondSurname: 'García' };
    expect(initials(user)).toBe('ML');
    expect(shortName(user)).toBe('María L.');
  });

  it('title-cases names that arrive in capitals, keeping accents and Ñ', () => {
    expect(shortName({ name: 'ÁNGEL', firstSurname: 'ÑÚÑEZ' })).toBe('Ángel Ñ.');
    expect(initials({ name: 'ángel', firstSurname: 'ñúñez' })).toBe('ÁÑ');
  });

  it('copes with extra spaces and missing parts', () => {
    expect(shortName({ name: '  josé   luis ', firstSurname: ' pérez' })).toBe('José P.');
    expect(shortName({ name: 'Ana', firstSurname: '' })).toBe('Ana');
    expect(initials({ name: 'Ana', firstSurname: '' })).toBe('A');
    expect(shortName({ name: '', firstSurname: '' })).toBe('');
  });
});
