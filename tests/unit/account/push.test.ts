/** The VAPID public key (URL-safe base64, no padding) becomes the bytes PushManager.subscribe takes. */
import { describe, expect, it } from 'vitest';
import { showsInstallBanner } from '../../../src/app/pwa/InstallBanner';
import { vapidKeyBytes } from '../../../src/app/pwa/push';

describe('vapidKeyBytes', () => {
  it('decodes URL-safe base64 with the padding restored', () => {
    // 0xfb 0xff 0xfe is '+//+' in base64, '-__-' URL-safe.
    expect([...vapidKeyBytes('-__-')]).toEqual([0xfb, 0xff, 0xfe]);
    expect([...vapidKeyBytes('AQ')]).toEqual([1]); // 'AQ==' padded
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
    expect(vapidKeyBytes(key)).toHaveLength(65);
  });
});

describe('showsInstallBanner', () => {
  it.each([
    ['/', true],
    ['/compras', true],
    ['/compras/', true],
    ['/perfil', true],
    ['/compras/pagos/p-1', false],
    ['/alternativas-de-pago', false],
    ['/login', false],
  ])('%s → %s', (path, shown) => {
    expect(showsInstallBanner(path)).toBe(shown);
  });
});
