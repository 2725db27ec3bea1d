/**
 * The kept figures index.html paints before any module runs (src/app/keptPaint.ts), run as the build writes them
 * (the functions' own source): the home's section as read by the app comes back on the next visit of `/`, for the
 * same token only, marked as kept (busy, "Actualizando…") and inert, with nothing but text, the kept tags and the
 * kept attributes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  type KeptPaint,
  keptNode,
  keptPaintStart,
  type PaintNode,
  paintKept,
  paintOf,
} from '../../../src/app/keptPaint';
import { clientProfile, tokens } from '../../fixtures/samples';

const MARK: PaintNode = ['p', { class: 'updating', role: 'status' }, 'Actualizando…'];
const SKELETON = '<main id="contenido"><div role="status"><span>Cargando tu información</span></div></main>';

function freshSection(): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML =
    '<section class="page section" aria-labelledby="home-title" aria-busy="false" data-x="1">' +
    '<h1 id="home-title" tabindex="-1">Inicio</h1>' +
    '<div><p class="muted">Crédito disponible</p><p class="amount">$12,345.67</p>' +
    '<p class="muted">Límite de crédito: $30,000.00</p></div>' +
    '<strong><svg width="24" viewBox="0 0 24 24" onload="x()"><path d="M20 6 9 17l-5-5"></path></svg> Completado</strong>' +
    '<a class="button" href="/compras">Mis compras</a></section>';
  return host.firstElementChild as HTMLElement;
}

/** index.html on `/`: the early batch's token, the entry kept, then the head's and the body's scripts. */
function visit(pathname: string, batchToken: string | null, entry: unknown) {
  window.history.replaceState(null, '', pathname);
  const w = window as unknown as Record<string, unknown>;
  w.__early = batchToken ? { token: batchToken, at: 0, calls: {} } : undefined;
  localStorage.setItem('lastProfile', JSON.stringify(entry));
  document.body.innerHTML = SKELETON;
  new Function(`(${String(keptPaintStart)})()`)();
  new Function(`(${String(paintKept)})(${String(keptNode)})`)();
  return document.querySelector('main section') as HTMLElement | null;
}

const entryOf = (paint: KeptPaint, overrides: Record<string, unknown> = {}) => ({
  ...{ v: 1, token: tokens.client, profile: clientProfile, home: null, paint },
  ...overrides,
});

afterEach(() => {
  localStorage.clear();
  const w = window as unknown as Record<string, unknown>;
  delete w.__early;
  delete w.__kept;
  for (const link of document.head.querySelectorAll('link')) link.remove();
  document.body.innerHTML = '';
});

describe('the kept figures painted by index.html', () => {
  it('paints the section as the app read it, marked as kept and inert, its style sheets render-blocking', () => {
    const paint = paintOf(freshSection(), MARK, ['/assets/home.css']) as KeptPaint;
    const section = visit('/', tokens.client, entryOf(paint));
    expect([section?.inert, section?.getAttribute('aria-busy')]).toEqual([true, 'true']);
    expect(section?.querySelector('[role="status"]')?.textContent).toBe('Actualizando…');
    expect(section?.textContent).toBe(
      'InicioActualizando…Crédito disponible$12,345.67Límite de crédito: $30,000.00 CompletadoMis compras',
    );
    expect(document.body.textContent).not.toContain('Cargando tu información');
    // Only the kept attributes: no link target, no tab stop, nothing of another kind.
    const stripped = [
      section?.querySelector('a')?.getAttribute('href'),
      section?.querySelector('h1')?.getAttribute('tabindex'),
    ];
    expect([...stripped, section?.hasAttribute('data-x')]).toEqual([null, null, false]);
    // An icon's shape, as SVG, without its handler.
    const icon = section?.querySelector('svg');
    expect(icon?.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect([icon?.getAttribute('viewBox'), icon?.getAttribute('onload')]).toEqual(['0 0 24 24', null]);
    expect(icon?.querySelector('path')?.getAttribute('d')).toBe('M20 6 9 17l-5-5');
    const sheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    expect(sheets.map((l) => [l.getAttribute('href'), l.getAttribute('blocking')])).toEqual([
      ['/assets/home.css', 'render'],
    ]);
  });

  it("paints nothing for another token's entry, a suspended profile, another page or no batch", () => {
    const paint = paintOf(freshSection(), MARK, []) as KeptPaint;
    const suspended = entryOf(paint, { profile: { ...clientProfile, isSuspended: true } });
    expect(visit('/', tokens.ephemeral, entryOf(paint))).toBeNull();
    expect(visit('/', tokens.client, suspended)).toBeNull();
    expect(visit('/compras', tokens.client, entryOf(paint))).toBeNull();
    expect(visit('/', null, entryOf(paint))).toBeNull();
    expect(visit('/', tokens.client, entryOf(paint, { v: 2 }))).toBeNull();
    expect(document.body.textContent).toContain('Cargando tu información');
  });

  it('keeps no section holding anything but the kept tags, and paints no tree holding one', () => {
    const section = freshSection();
    section.appendChild(document.createElement('img'));
    expect(paintOf(section, MARK, [])).toBeNull();
    const hostile: KeptPaint = {
      sheets: ['https://elsewhere.example/x.css'],
      tree: ['section', {}, ['h1', {}, 'Inicio'], ['img', { src: 'x', onerror: 'alert(1)' }]],
    };
    expect(visit('/', tokens.client, entryOf(hostile))).toBeNull();
    expect(document.querySelector('img')).toBeNull();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
    expect(document.body.textContent).toContain('Cargando tu información');
  });
});
