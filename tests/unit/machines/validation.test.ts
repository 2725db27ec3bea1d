import { describe, expect, it } from 'vitest';
import { emailError, requiredError } from '../../../machines/shared/validation';
import { compose, email, required } from '../../../src/domain/validation';

const domainEmail = compose(required, email);

describe('login field checks agree with the domain validators', () => {
  it.each([
    '',
    '   ',
    'ana',
    'ana@',
    'ana@correo',
    'ana@correo.m',
    'ana@correo.mx',
    ' ana.luisa+promo@sub.correo.com.mx ',
    'ana@@correo.mx',
    'ana luisa@correo.mx',
    'ana@correo..mx',
  ])('e-mail %j', (value) => {
    expect(emailError(value)).toBe(domainEmail(value));
  });

  it.each(['', '  ', 'x', ' secreta '])('required %j', (value) => {
    expect(requiredError(value)).toBe(required(value));
  });
});
