import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config.ts';

describe('config', () => {
  it('has same-origin defaults', () => {
    const support = { supportPhone: '5555555555', messagingUrl: 'https://wa.me/525555555555' };
    expect(readConfig({})).toEqual({ apiBaseUrl: '/api', ...support, pushPublicKey: undefined });
  });

  it('reads the VITE_ variables', () => {
    const env = { VITE_API_BASE_URL: 'https://api.example.mx/api/', VITE_SUPPORT_PHONE: '(33) 1234-5678' };
    expect(readConfig({ ...env, VITE_PUSH_PUBLIC_KEY: 'BPublicKey' })).toEqual({
      ...{ apiBaseUrl: 'https://api.example.mx/api', supportPhone: '3312345678' },
      ...{ messagingUrl: 'https://wa.me/523312345678', pushPublicKey: 'BPublicKey' },
    });
    const messaging = readConfig({ VITE_MESSAGING_URL: 'https://m.me/credito' }).messagingUrl;
    expect(messaging).toBe('https://m.me/credito');
  });

  it('ignores an unusable support phone and empty values', () => {
    const config = readConfig({
      VITE_SUPPORT_PHONE: '123',
      VITE_API_BASE_URL: '  ',
      VITE_PUSH_PUBLIC_KEY: '',
    });
    expect([config.supportPhone, config.apiBaseUrl, config.pushPublicKey]).toEqual([
      '5555555555',
      '/api',
      undefined,
    ]);
  });
});
