/**
 * What the sign-up tests through the real app type, shared by signup.flow.test.tsx and signup.defects.test.tsx:
 * the account step, the manual identity, the fields by their labels.
 */
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;
export const radio = (name: 'Con CURP' | 'Sin CURP') =>
  screen.getByRole('radio', { name }) as HTMLInputElement;

/** Ana's account, then 'Continuar'. */
export async function fillAccount(user: User) {
  await user.type(await screen.findByLabelText('Correo electrónico'), 'ana.torres@correo.mx');
  await user.type(field('Número de teléfono'), '5512345678');
  await user.type(field('Contraseña'), 'secreto123');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
}

/** The birth date and state of the manual form. */
export async function fillBirth(user: User, day = '17', month = '07', year = '1995', state = 'YUCATAN') {
  await user.selectOptions(field('Día'), day);
  await user.selectOptions(field('Mes'), month);
  await user.selectOptions(field('Año'), year);
  await user.selectOptions(field('Estado de nacimiento'), state);
}

/** Ana Luisa Torres Méndez's identity, typed on the manual form. */
export async function fillManualIdentity(user: User) {
  await user.type(field('Nombre(s)'), 'Ana Luisa');
  await user.type(field('Primer apellido'), 'Torres');
  await user.type(field('Segundo apellido'), 'Méndez');
  await fillBirth(user);
}
