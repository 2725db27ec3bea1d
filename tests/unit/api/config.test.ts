import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../src/config.ts';

describe('config', () => {
  it('has same-origin defaults', () => {
    expect(readConfig({})).toEqual({
      apiBaseUrl: '/api',
      supportPhone: '5555555555',
      messagingUrl: 'https://wa.me/525555555555',
      pushPublicKey: undefined,
    });
  });

  it('reads the VITE_ variables', () => {
    const config = readConfig({
      VITE_API_BASE_URL: 'https://api.example.mx/api/',
      VITE_SUPPORT_PHONE: '(33) 1234-5678',
      VITE_PUSH_PUBLIC_KEY: 'BPublicKey',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.mx/api');
    expect(config.supportPhone).toBe('3312345678');
    expect(config.messagingUrl).toBe('https://wa.me/523312345678');
    expect(config.pushPublicKey).toBe('BPublicKey');
    expect(readConfig({ VITE_MESSAGING_URL: 'https://m.me/credito' }).messagingUrl).toBe(
      'https://m.me/credito',
    );
  });

  it('ignores an unusable support phone and empty values', () => {
    const config = readConfig({
      VITE_SUPPORT_PHONE: '123',
      VITE_API_BASE_URL: '  ',
      VITE_PUSH_PUBLIC_KEY: '',
    });
    expect(config.supportPhone).toBe('5555555555');
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.pushPublicKey).toBeUndefined();
  });
});
