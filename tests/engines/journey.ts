/**
 * The journeys every engine walks, with the Chromium suite's texts and assertions (tests/e2e: signup, login,
 * application, signing, home): sign-up with the CURP and the e-mailed code, sign out and in, a personal loan to the
 * decision, signing to 'Tu dinero va en camino', Mi cuenta (`/compras`), Back/Forward/Reload once, and the flow
 * events reaching the collector. After each step: no uncaught error, no console error, no CSP violation.
 */
import { clabeCheckDigit } from '../../src/domain/clabe.ts';
import { MARIA_CURP } from '../fixtures/samples.ts';
import { type Browser, StepError } from './driver.ts';

export const PASSWORD = 'Clave-Segura-2026';
const first17 = '01218000123456789';
const CLABE = `${first17}${clabeCheckDigit(first17)}`;
const MARIA = 'MARIA FERNANDA LOPEZ GARCIA';

interface Message {
  kind: string;
  code?: string;
}

export interface Step {
  readonly name: string;
  run(b: Browser, ctx: Journey): Promise<void>;
}

export interface Journey {
  readonly email: string;
  readonly phone: string;
  /** The API of the engine's own sandbox server. */
  api<T>(path: string, init?: RequestInit): Promise<T>;
}

async function code(b: Browser, j: Journey, to: string, kind: string, pattern: RegExp): Promise<string> {
  return b.until(`a ${kind} for ${to}`, async () => {
    const messages = await j.api<Message[]>(`/api/__sandbox/outbox?to=${encodeURIComponent(to)}`);
    const found = messages.find((m) => m.kind === kind)?.code;
    return found && pattern.test(found) ? found : null;
  });
}

async function clean(b: Browser, where: string): Promise<void> {
  const errors = await b.errors();
  if (errors.length > 0) throw new StepError(`${b.engine.name}: errors on ${where}: ${errors.join(' | ')}`);
}

const heading = (name: string | RegExp) => ({ role: 'heading', name }) as const;
const button = (name: string | RegExp) => ({ role: 'button', name }) as const;

/** From home, once its figures are on screen: the shell's menu, then one of its entries. */
async function fromMenu(b: Browser, entry: Parameters<Browser['click']>[0]): Promise<void> {
  await b.visible(heading('Inicio'));
  await b.visible({ text: /Puedes solicitar hasta|Tu solicitud|Tu crédito/ });
  await b.click(button('Abrir menú'));
  await b.visible({ text: 'Cerrar sesión' });
  await b.click(entry);
}

export const STEPS: readonly Step[] = [
  {
    name: 'the prerendered pages fetch no stylesheet (their styles are inline)',
    async run(b) {
      for (const path of ['/login', '/crear-cuenta', '/login']) {
        await b.goto(path);
        await b.hydrated();
        const css = await b.engine.run<string[]>(
          "return performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\\.css(\\?|$)/.test(n))",
        );
        if (css.length > 0) throw new StepError(`${b.engine.name}: ${path} fetched ${css.join(', ')}`);
      }
      await clean(b, 'the prerendered pages');
    },
  },
  {
    name: 'sign-up with the CURP, verified with the e-mailed code',
    async run(b, j) {
      await b.goto('/crear-cuenta');
      await b.visible(heading('Crear cuenta'));
      await b.hydrated();
      await b.fill('Correo electrónico', j.email);
      await b.fill('Número de teléfono', j.phone);
      await b.fill('Contraseña', PASSWORD);
      await b.click(button('Continuar'));
      await b.at(/\/crear-cuenta\/datos-personales$/);
      await b.visible(heading('Datos personales'));
      await b.fill('CURP', 'logf900514mjcprr02');
      await b.until('the CURP in capitals', async () => (await b.value('CURP')) === MARIA_CURP);
      await b.click(button('Buscar CURP'));
      await b.visible({ text: MARIA });
      await b.click({ label: 'Acepto los términos y condiciones' });
      await b.click(button('Crear cuenta'));
      await b.at(/\/crear-cuenta\/verificar$/);
      await b.visible({ text: j.email });
      await b.fill('Código de verificación', await code(b, j, j.email, 'activation-code', /^\d{4}$/));
      await b.click(button('Verificar'));
      await b.at(/\/crear-cuenta\/completada$/);
      await b.visible(heading('¡Tu cuenta está lista!'));
      await b.click(button('Continuar'));
      await b.at(/^\/$/);
      await clean(b, 'sign-up');
    },
  },
  {
    name: 'sign out, and sign in for a personal loan',
    async run(b, j) {
      await fromMenu(b, button('Cerrar sesión'));
      await b.at(/^\/login/);
      // The login page is the app's again before the next address is typed (leaving a page while it loads its
      // code is not this step's subject).
      await b.hydrated();
      await b.goto('/login?prestamo=personal');
      await b.hydrated();
      await b.fill('Correo electrónico', j.email);
      await b.fill('Contraseña', PASSWORD);
      await b.click(button('Iniciar sesión'));
      await b.at(/^\/aplicacion-credito$/);
      await b.visible(heading('Información de tu préstamo'));
      await clean(b, 'sign-in');
    },
  },
  {
    name: 'a personal loan to the decision',
    async run(b, j) {
      await b.fill('Monto del préstamo', '10000');
      await b.visible({ text: 'Total a pagar' });
      await b.click(button('Continuar'));
      await b.at(/\/aplicacion-credito\/info-domicilio$/);
      await b.visible(heading('Datos de tu domicilio...'));
      await b.fill('Calle', 'Av. Siempre Viva');
      await b.fill('Número exterior', '742');
      await b.fill('Código postal', '20010');
      await b.visible({ text: 'Aguascalientes, Aguascalientes' });
      await b.select('Colonia', 'Los Álamos');
      await b.select('Tipo de vivienda', 'RENTED');
      await b.fill('Renta mensual', '6500');
      await b.select('Mes en que llegaste', '03');
      await b.select('Año en que llegaste', '2019');
      await b.select('Estado civil', 'SINGLE');
      await b.click(button('Continuar'));
      await b.visible(heading('Datos de tu empleo...'));
      await b.select('Situación laboral', 'EMPLOYED');
      await b.fill('Empresa', 'Comercializadora del Valle');
      await b.fill('Puesto', 'Vendedora');
      await b.fill('Ingreso mensual', '18000');
      await b.select('Mes de inicio', '02');
      await b.select('Año de inicio', '2021');
      await b.select('Dependientes económicos', '1');
      await b.click(button('Continuar'));
      await b.visible(heading('Referencias...'));
      await b.fill('Nombre completo de la referencia 1', 'Lucía Hernández');
      await b.fill('Teléfono de la referencia 1', '5511122233');
      await b.fill('Nombre completo de la referencia 2', 'Jorge Campos');
      await b.fill('Teléfono de la referencia 2', '5544455566');
      await b.click(button('Continuar'));
      await b.visible(heading('Permisos...'));
      await b.click({ label: /Autorizo la consulta de mi historial crediticio/ });
      await b.click({ label: 'Declaro que actúo a nombre propio.' });
      await b.fill('NIP', await code(b, j, j.phone, 'compliance-code', /^\d{6}$/));
      await b.click(button('Enviar solicitud'));
      await b.visible(heading('¡Tu solicitud ha sido autorizada!'), 30_000);
      await b.at(/\/aplicacion-credito\/resultado$/);
      await clean(b, 'the application');
    },
  },
  {
    name: "signing to 'Tu dinero va en camino'",
    async run(b, j) {
      await b.click(button('Elegir plazo'));
      await b.at(/\/firmar-aplicacion-credito\/[0-9a-f-]+\/cuenta-clabe$/);
      await b.fill('CLABE interbancaria', CLABE);
      await b.fill('Confirma tu CLABE', CLABE);
      await b.visible({ text: 'Banco: BBVA MÉXICO' });
      await b.click(button('Continuar'));
      await b.visible(heading('Selecciona tu primer pago'));
      await b.click({ role: 'radio' });
      await b.click(button('Continuar'));
      await b.visible({ text: /Para continuar con tu proceso necesitas firmar tu contrato/ });
      await b.click(button('Ver contrato'));
      await b.visible({ role: 'dialog' });
      await b.fill('Nombre completo (como aparece en tu identificación)', MARIA);
      await b.click(button('Usar mi nombre como firma'));
      await b.click(button('Firmar contrato'));
      await b.at(/\/aceptar-terminos$/);
      await b.visible({ text: /Te enviamos un NIP de 6 dígitos por SMS/ });
      await b.fill('NIP de firma', await code(b, j, j.phone, 'signing-pin', /^\d{6}$/));
      await b.click(button('Aceptar y firmar'));
      await b.at(/\/tabla-de-pagos$/);
      await b.until('the payment table: a header and a row per payment', () =>
        b.engine.run<boolean>("return document.querySelectorAll('table tbody tr').length >= 3"),
      );
      await b.click(button('Continuar'));
      await b.at(/\/cuenta-clabe$/);
      await b.click(button('Continuar'));
      await b.at(/\/firma-exitosa$/);
      await b.visible(heading('Tu dinero va en camino'));
      await b.visible({ text: 'Tu préstamo ha sido firmado de manera exitosa' });
      await clean(b, 'signing');
    },
  },
  {
    name: 'Mi cuenta, then Back, Forward and Reload',
    async run(b) {
      await b.click(button('Entendido'));
      await b.at(/^\/$/);
      await fromMenu(b, { role: 'link', name: 'Mi cuenta' });
      await b.at(/^\/compras/);
      await b.visible({ text: 'Activas' });
      await b.engine.back();
      await b.at(/^\/$/);
      await b.engine.forward();
      await b.at(/^\/compras/);
      await b.visible({ text: 'Activas' });
      await b.settle();
      await b.engine.reload();
      await b.record();
      await b.at(/^\/compras/);
      await b.visible({ text: 'Activas' });
      await clean(b, 'Mi cuenta');
    },
  },
  {
    name: 'the flow events reach the collector',
    async run(b, j) {
      const session = await b.engine.run<string | null>(
        "return sessionStorage.getItem('flowAnalyticsSession')",
      );
      if (!session) throw new StepError(`${b.engine.name}: the flow events module did not start`);
      // The page hides: the batch leaves with sendBeacon.
      await b.settle();
      await b.engine.goto('about:blank');
      const flows = await b.until('events of the signing flow from this tab', async () => {
        const { events } = await j.api<{ events: Array<{ session: string; flow: string }> }>(
          '/api/__sandbox/analytics/events',
        );
        const mine = new Set(events.filter((e) => e.session === session).map((e) => e.flow));
        return mine.has('signing') ? mine : null;
      });
      for (const flow of ['application', 'signing']) {
        if (!flows.has(flow)) throw new StepError(`${b.engine.name}: no ${flow} events arrived`);
      }
    },
  },
];
