import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatPhone,
  formatPhoneInternational,
  maskPhoneInput,
  nationalNumber,
} from '../../../src/domain/phone.ts';

describe('digitsOnly', () => {
  it('keeps only the digits', () => {
    const digits = ['(551) 234-5678', '+52 1 55 1234 5678', 'sin número', undefined].map((t) =>
      digitsOnly(t),
    );
    expect(digits).toEqual(['5512345678', '5215512345678', '', '']);
  });
});

describe('formatPhone', () => {
  it.each([
    ['5512345678', '(551) 234-5678'],
    ['(551) 234-5678', '(551) 234-5678'],
    ['551-234-5678', '(551) 234-5678'],
    ['+52 55 1234 5678', '(551) 234-5678'],
    ['+52 1 55 1234 5678', '(551) 234-5678'],
    ['0000000000', '(000) 000-0000'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it.each(['', '551234567', '12345', 'abc', null, undefined])(
    'is empty for %j (fewer than 10 digits)',
    (input) => {
      expect(formatPhone(input)).toBe('');
    },
  );

  it('keeps the last 10 digits', () => {
    expect(nationalNumber('99 5512345678')).toBe('5512345678');
    expect(nationalNumber('551234567')).toBeNull();
  });
});

describe('formatPhoneInternational', () => {
  it('adds +52 for the profile', () => {
    const shown = ['5512345678', '+525512345678', '123'].map((t) => formatPhoneInternational(t));
    expect(shown).toEqual(['+52 (551) 234-5678', '+52 (551) 234-5678', '']);
  });
});

describe('maskPhoneInput', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['551', '(551'],
    ['5512', '(551) 2'],
    ['551234', '(551) 234'],
    ['5512345', '(551) 234-5'],
    ['5512345678', '(551) 234-5678'],
    ['55123456789', '(551) 234-5678'],
    ['(551) 23', '(551) 23'],
  ])('shapes %j as %j while typing', (input, expected) => {
    expect(maskPhoneInput(input)).toBe(expected);
  });
});
