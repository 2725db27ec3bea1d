import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  Button,
  Checkbox,
  Modal,
  PageTitle,
  PasswordField,
  ProgressBar,
  Select,
  Spinner,
  TextField,
} from '../../../src/ui';

/** The element's attributes, in the order asked. */
const attrs = (element: Element, ...names: string[]) => names.map((name) => element.getAttribute(name));

function Controlled({ seen }: { seen(value: string): void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Nombre"
      trimOnBlur
      value={value}
      onChange={(e) => {
        seen(e.target.value);
        setValue(e.target.value);
      }}
    />
  );
}

describe('TextField', () => {
  it('is labelled, and an error makes it aria-invalid and described by the message and hint', () => {
    render(
      <TextField label="Correo electrónico" hint="Te enviaremos un código" error="El campo es requerido" />,
    );
    const input = screen.getByLabelText('Correo electrónico');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Te enviaremos un código', 'El campo es requerido']);
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Nombre" />);
    expect(attrs(screen.getByLabelText('Nombre'), 'aria-invalid', 'aria-describedby')).toEqual([null, null]);
  });

  it('trims on blur when asked, and onChange sees the trimmed value (controlled)', async () => {
    const seen = vi.fn();
    const user = userEvent.setup();
    render(<Controlled seen={seen} />);
    const input = screen.getByLabelText('Nombre') as HTMLInputElement;
    await user.type(input, '  Ana  ');
    await user.tab();
    expect(input.value).toBe('Ana');
    expect(seen).toHaveBeenLastCalledWith('Ana');
  });

  it('does not trim unless asked', async () => {
    const user = userEvent.setup();
    render(<TextField label="Nota" />);
    const input = screen.getByLabelText('Nota') as HTMLInputElement;
    await user.type(input, ' hola ');
    await user.tab();
    expect(input.value).toBe(' hola ');
  });
});

describe('PasswordField', () => {
  it('toggles visibility with a pressed-state button', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Contraseña" />);
    const input = screen.getByLabelText('Contraseña');
    const toggle = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect([input.getAttribute('type'), toggle.getAttribute('aria-pressed')]).toEqual(['password', 'false']);
    await user.click(toggle);
    expect([input.getAttribute('type'), toggle.getAttribute('aria-pressed')]).toEqual(['text', 'true']);
  });
});

describe('Select and Checkbox', () => {
  it('label their controls and expose errors', () => {
    render(
      <>
        <Select
          label="Estado civil"
          placeholder="Selecciona una opción"
          options={[
            { value: 'SINGLE', label: 'Soltero(a)' },
            { value: 'MARRIED_SEPARATE_PROPERTY', label: 'Casado(a) por bienes separados' },
          ]}
          error="El campo es requerido"
        />
        <Checkbox label="Acepto los términos y condiciones" error="Debe aceptar este campo" />
      </>,
    );
    const select = screen.getByLabelText('Estado civil') as HTMLSelectElement;
    expect(select.options).toHaveLength(3);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const box = screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Debe aceptar este campo',
    );
  });
});

describe('Button, Spinner, ProgressBar, PageTitle', () => {
  it('a loading button is busy and refuses presses, but keeps the focus (aria-disabled, not disabled)', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Continuar
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(attrs(button, 'aria-disabled', 'aria-busy')).toEqual(['true', 'true']);
    button.focus();
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('a button that is not loading answers its press', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Continuar</Button>);
    const button = screen.getByRole('button', { name: 'Continuar' }) as HTMLButtonElement;
    expect(attrs(button, 'aria-disabled', 'type')).toEqual([null, 'button']);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('the spinner is a status with an accessible label', () => {
    render(<Spinner label="Buscando información" />);
    expect(screen.getByRole('status').textContent).toBe('Buscando información');
  });

  it('the progress bar exposes its value, clamped', () => {
    render(<ProgressBar value={130} label="Progreso de la solicitud" />);
    const bar = screen.getByRole('progressbar', { name: 'Progreso de la solicitud' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
  });

  it('the page title is the h1', () => {
    render(<PageTitle subtitle="Paso 1 de 4">Datos de tu domicilio</PageTitle>);
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de tu domicilio' })).toBeTruthy();
  });
});

describe('Modal', () => {
  it('closes on a backdrop click and on its close button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Aviso">
        <p>Texto</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Aviso' });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing when closed', () => {
    render(
      <Modal open={false} onClose={() => {}} title="Aviso">
        <p>Texto</p>
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
