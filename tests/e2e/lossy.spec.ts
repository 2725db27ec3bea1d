/**
 * A lossy network, end to end (issue 37 point 5): a personal loan from the product step through the decision
 * (pre-authorised), the documents, the term, the contract signature, the signing PIN and the CLABE to 'Tu dinero
 * va en camino', while the answers of about 30 % of the app's API calls are lost AFTER the server processed them
 * (the request reaches the server, its answer never reaches the browser), plus one 6-second outage starting at the
 * application's create (the create reaches the server, its answer and every request for 6 s are lost).
 *
 * The customer drives like a person: when an error shows, it must be one of the texts the app has for that
 * failure (each says what to do); they read it, close it and press the same button again. No screen may be a dead
 * end: after a press the page either moves on, shows progress, or says what went wrong. Afterwards, through the
 * sandbox API: exactly one application, one contract signature, one PIN signature and one disbursement.
 *
 * Which answers are lost is pseudo-random from a seed (printed; `LOSSY_SEED=<n>` replays a run, `LOSSY_RATE=0.3`
 * changes the share). The choice for a request depends only on the seed, the call (method and path with its ids
 * blanked) and how many times the page made that call before, so the same seed loses the same answers whatever the
 * order the page's parallel calls happen to go in.
 */
import type { APIRequestContext, Locator, Page, Route } from '@playwright/test';
import {
  type Client,
  consent,
  createClient,
  fillAddress,
  fillEmployment,
  fillReferences,
  forceDecision,
  signIn,
} from './application-support';
import { expect, test } from './fixtures';
import { CLABE, outbox } from './support';

const SEED = Number(process.env.LOSSY_SEED ?? 20_261_129);
const RATE = Number(process.env.LOSSY_RATE ?? 0.3);
const OUTAGE_MS = 6000;
/**
 * Calls whose answers are never lost (comma-separated call names, e.g. `LOSSY_SPARE='POST /api/applications'`): to
 * look past a known failure while it is being fixed. The outage still starts at the create, after its answer.
 */
const SPARE = new Set(
  (process.env.LOSSY_SPARE ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** 32-bit FNV-1a of the text from a seeded basis, then murmur3's finalizer: a number in [0, 1) for (seed, text). */
function uniform(seed: number, text: string): number {
  let h = (0x811c9dc5 ^ Math.imul(seed, 0x9e3779b1)) >>> 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

/** `/api/applications/3f2a…/sign` → `/api/applications/:id/sign` (ids differ between runs; the seed must not). */
const callName = (method: string, path: string) =>
  `${method} ${path.replace(/\/(?:[0-9a-f]{8}-[0-9a-f-]{27}|[0-9a-f]{16,}|\d+)(?=\/|$)/gi, '/:id')}`;

/**
 * The network: answers are lost once `on` is set (sign-in and the first page load happen on a good network);
 * `log` says what happened, one line per API request (`lost`, `outage`, `ok`); `created` holds the ids of the
 * applications the server answered a create with (lost answers included).
 */
async function lossyNetwork(page: Page) {
  const seen = new Map<string, number>();
  const net = { on: false, log: [] as string[], lost: 0, total: 0, created: new Set<string>() };
  const { log, created } = net;
  let outageUntil = 0;
  let outageStarted = false;
  const handler = async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (!net.on || url.pathname.startsWith('/api/__sandbox/')) return route.continue();
    const name = callName(request.method(), url.pathname);
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    net.total += 1;
    if (Date.now() < outageUntil) {
      // The network is down: the request never leaves the phone.
      log.push(`outage ${name}`);
      net.lost += 1;
      return route.abort('failed');
    }
    let response: Awaited<ReturnType<Route['fetch']>>;
    try {
      response = await route.fetch();
    } catch {
      return route.abort('failed').catch(() => {});
    }
    if (name === 'POST /api/applications' && response.ok()) {
      const { id } = (await response.json()) as { id: string };
      created.add(id);
    }
    if (!outageStarted && name === 'POST /api/applications') {
      // The create reached the server; its answer and everything for the next 6 s are lost.
      outageStarted = true;
      outageUntil = Date.now() + OUTAGE_MS;
      log.push(`outage-start ${name} → ${response.status()}`);
      if (!SPARE.has(name)) {
        net.lost += 1;
        return route.abort('failed');
      }
    }
    if (!SPARE.has(name) && uniform(SEED, `${name}#${n}`) < RATE) {
      log.push(`lost ${name} → ${response.status()}`);
      net.lost += 1;
      return route.abort('failed');
    }
    log.push(`ok ${name} → ${response.status()}`);
    return route.fulfill({ response });
  };
  await page.route('**/api/**', handler);
  return net;
}

/**
 * Every error text the customer may meet on this journey (the app's texts for a failed call: spec §8 where it has
 * one, each saying what to do). A text not listed here (a wrong NIP with the right NIP, the credit limit taken by
 * an application the customer cannot see, a raw server message…) fails the journey: it is a dead end.
 */
const EXPECTED_ERRORS: readonly (string | RegExp)[] = [
  'Hubo un error al crear la solicitud, vuelve a intentarlo',
  'Hubo un error al subir la solicitud, vuelva a intentarlo.',
  'No pudimos reenviar el NIP.',
  /^No pudimos procesar tu solicitud vuelve a intentarlo, si el problema persiste comuníquese con soporte al /,
  /^No pudimos obtener el link para subir sus documentos, si el problema persiste comuníquese con soporte al /,
  'No pudimos guardar tus documentos, vuelve a intentarlo.',
  'No pudimos enviar tus fotos, vuelve a intentarlo.',
  'No pudimos cargar tu contrato, vuelve a intentarlo.',
  'No pudimos cargar la información. Revisa tu conexión y vuelve a intentarlo.',
  'Hubo un error, vuelve a intentarlo más tarde.',
  // CLABE registration: §8's empty message, and the line under it.
  'No pudimos registrar tu CLABE. Revisa tu conexión y vuelve a intentarlo.',
];

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The error toast (it has a 'Cerrar' button) or an error shown in the page, with some text. */
const errorShown = (page: Page) =>
  page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Cerrar' }) })
    .or(page.getByRole('alert').filter({ hasText: /\S/ }));

/** Reads the error on screen, checks it is one the app has for a failed call, and closes it. */
async function readError(page: Page, where: string, errors: string[]): Promise<void> {
  const shown = errorShown(page).first();
  const text = ((await shown.textContent()) ?? '').replace(/\s*Cerrar\s*$/, '').trim();
  errors.push(`${where}: ${text}`);
  expect(
    EXPECTED_ERRORS.some((e) => (typeof e === 'string' ? text === e : e.test(text))),
    `at ${where} the error '${text}' is not one of the app's texts for a failed call`,
  ).toBe(true);
  // Closes the toast, as a person would (an error inside a dialog has no 'Cerrar'; a toast that cannot be clicked
  // goes by itself after 5 s).
  const close = page.getByRole('alert').getByRole('button', { name: 'Cerrar', exact: true });
  if (await close.isVisible()) await close.click({ timeout: 5000 }).catch(() => {});
}

/**
 * Presses `button` until `next` shows, reading each error on the way. A press that leads nowhere (neither the next
 * screen, nor an error, within `patience`) is a dead end and fails the test; so do more than `tries` presses.
 */
async function pressUntil(
  page: Page,
  where: string,
  button: Locator,
  next: Locator,
  errors: string[],
  { tries = 10, patience = 30_000 } = {},
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    expect(attempt, `at ${where}: still not through after ${tries} presses`).toBeLessThanOrEqual(tries);
    await button.click();
    await expect(
      next.or(errorShown(page)).first(),
      `at ${where}: after pressing, neither the next step nor an error`,
    ).toBeVisible({ timeout: patience });
    if (await next.first().isVisible()) return;
    // An error on screen (perhaps of a call made meanwhile, e.g. the PIN's SMS): read it; the press may still
    // be under way and lead on.
    await readError(page, where, errors);
    await expect(
      next.or(button.and(page.locator(':enabled'))).first(),
      `at ${where}: after the error, neither the next step nor the button to press again`,
    ).toBeVisible({ timeout: patience });
    if (await next.first().isVisible()) return;
  }
}

/** The postal code: a lookup whose answers were all lost says so under the field; the person types it again. */
const postalCodeLossy = (errors: string[]) => async (page: Page) => {
  const postalCode = page.getByLabel('Código postal');
  const found = page.getByText('Aguascalientes, Aguascalientes');
  const failed = page.getByText('Hubo un error, vuelve a intentarlo más tarde.');
  for (let attempt = 1; ; attempt++) {
    expect(attempt, 'postal code: not found after 6 tries').toBeLessThanOrEqual(6);
    await postalCode.fill('20010');
    await expect(found.or(failed).first(), 'postal code: neither found nor an error').toBeVisible({
      timeout: 30_000,
    });
    if (await found.isVisible()) break;
    errors.push('domicilio (código postal): Hubo un error, vuelve a intentarlo más tarde.');
    await postalCode.fill('');
  }
};

/** The personal-loan result: "pre-autorizada" (the documents next). */
async function productToDecision(page: Page, request: APIRequestContext, client: Client, errors: string[]) {
  await expect(heading(page, 'Información de tu préstamo')).toBeVisible();
  // The estimate may be lost too (the form does not need it to go on).
  await page.getByLabel('Monto del préstamo').fill('10000');
  await pressUntil(
    page,
    'producto',
    page.getByRole('button', { name: 'Continuar' }),
    heading(page, 'Datos de tu domicilio...'),
    errors,
  );
  await fillAddress(page, { postalCode: postalCodeLossy(errors) });
  await fillEmployment(page);
  await fillReferences(page, { press: false });
  // The create (its answer lost, then 6 s without network) and the submit.
  await pressUntil(
    page,
    'referencias (crear y enviar la solicitud)',
    page.getByRole('button', { name: 'Continuar' }),
    heading(page, 'Permisos...'),
    errors,
    { tries: 12 },
  );
  await consent(page, request, client, { press: false });
  await pressUntil(
    page,
    'permisos (NIP de consulta)',
    page.getByRole('button', { name: 'Enviar solicitud' }),
    heading(page, '¡Tu solicitud ha sido pre-autorizada!'),
    errors,
  );
}

/** The documents: 'Subir documentos', the three photos, 'Enviar fotos', until '¡Recibimos tus documentos!'. */
async function uploadDocuments(page: Page, errors: string[]) {
  const done = heading(page, '¡Recibimos tus documentos!');
  const dialog = page.getByRole('dialog', { name: 'Verificación de identidad' });
  const photo = { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') };
  for (let round = 1; ; round++) {
    expect(round, 'documents: still not saved after 6 rounds').toBeLessThanOrEqual(6);
    await pressUntil(
      page,
      'documentos (link)',
      page.getByRole('button', { name: 'Subir documentos' }),
      dialog,
      errors,
    );
    for (const title of ['Frente de tu identificación', 'Reverso de tu identificación', 'Selfie']) {
      await dialog.getByLabel(`Foto: ${title}`).setInputFiles(photo);
      if (title !== 'Selfie') await dialog.getByRole('button', { name: 'Continuar' }).click();
    }
    const send = dialog.getByRole('button', { name: 'Enviar fotos' });
    for (let press = 1; ; press++) {
      expect(press, 'documents: still not sent after 8 presses').toBeLessThanOrEqual(8);
      await send.click();
      await expect(
        done.or(errorShown(page)).first(),
        'documents: after "Enviar fotos", neither the next step nor an error',
      ).toBeVisible({ timeout: 30_000 });
      if (await done.isVisible()) return;
      await readError(page, 'documentos (envío)', errors);
      if (!(await send.isVisible())) break;
    }
  }
}

/** Home until the tracker offers 'Elegir plazo' (the documents are reviewed meanwhile: the person reloads). */
async function homeToChooseTerm(page: Page, errors: string[]) {
  const choose = page
    .getByRole('list', { name: 'Pasos de tu solicitud' })
    .getByRole('link', { name: 'Elegir plazo' });
  const review = page.getByText('Estamos revisando tus documentos.');
  const retry = page.getByRole('button', { name: 'Reintentar' });
  for (let look = 1; ; look++) {
    expect(look, 'home: no "Elegir plazo" after 10 looks').toBeLessThanOrEqual(10);
    await expect(
      choose.or(review).or(retry).or(errorShown(page)).first(),
      'home: neither the tracker, nor an error, nor "Reintentar"',
    ).toBeVisible({ timeout: 30_000 });
    if (await choose.isVisible()) break;
    if (await retry.isVisible()) {
      // 'No pudimos cargar tu información.' and 'Reintentar'.
      await expect(page.getByText('No pudimos cargar tu información.')).toBeVisible();
      errors.push('inicio: No pudimos cargar tu información. (Reintentar)');
      await retry.click();
      continue;
    }
    if (await errorShown(page).first().isVisible()) {
      await readError(page, 'inicio', errors);
      continue;
    }
    // Documents in review: a person comes back a moment later.
    await page.waitForTimeout(1000);
    await page.reload();
  }
  await choose.click();
}

/** The e-signature: 'Ver contrato', the name as signature, 'Firmar contrato', until 'Acepta los términos'. */
async function signContract(page: Page, fullName: string, errors: string[]) {
  const terms = heading(page, 'Acepta los términos');
  const validating = heading(page, 'Estamos validando tu firma');
  for (let round = 1; ; round++) {
    expect(round, 'contract: still not signed after 8 rounds').toBeLessThanOrEqual(8);
    if (await terms.isVisible()) return;
    const open = page
      .getByRole('button', { name: 'Ver contrato' })
      .or(page.getByRole('button', { name: 'Volver a firmar' }));
    await expect(open.or(terms).or(validating).first(), 'contract: nothing to press').toBeVisible({
      timeout: 30_000,
    });
    if (await open.isVisible()) {
      await open.click();
      const dialog = page.getByRole('dialog');
      await expect(
        dialog
          .getByRole('table')
          .or(dialog.getByRole('alert').filter({ hasText: /\S/ }))
          .first(),
      ).toBeVisible({ timeout: 30_000 });
      if (!(await dialog.getByRole('table').isVisible())) {
        await readError(page, 'contrato (cargar)', errors);
        await dialog.getByRole('button', { name: 'Cancelar' }).click();
        continue;
      }
      await dialog.getByLabel('Nombre completo (como aparece en tu identificación)').fill(fullName);
      await dialog.getByRole('button', { name: 'Usar mi nombre como firma' }).click();
      const sign = dialog.getByRole('button', { name: 'Firmar contrato' });
      for (let press = 1; ; press++) {
        expect(press, 'contract: "Firmar contrato" pressed 8 times').toBeLessThanOrEqual(8);
        await sign.click();
        await expect(
          validating.or(terms).or(errorShown(page)).first(),
          'contract: after "Firmar contrato", neither progress nor an error',
        ).toBeVisible({ timeout: 30_000 });
        if ((await validating.isVisible()) || (await terms.isVisible())) break;
        await readError(page, 'contrato (firmar)', errors);
        if (!(await sign.isVisible())) break;
      }
    }
    // Validating: the page polls the profile until the signature is validated.
    await expect(
      terms.or(errorShown(page)).or(open).first(),
      'contract: "Estamos validando tu firma" never ends',
    ).toBeVisible({ timeout: 30_000 });
    if (await errorShown(page).first().isVisible()) await readError(page, 'contrato (validando)', errors);
  }
}

test('a lossy network: 30 % of the answers lost after the server acted, 6 s outage at the create; nothing doubled, no dead end', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  console.log(
    `[lossy] seed ${SEED} (LOSSY_SEED=${SEED} replays it), ${Math.round(RATE * 100)} % of answers lost`,
  );
  info.annotations.push({ type: 'seed', description: String(SEED) });
  const settings = await request.post('/api/__sandbox/lending/settings', {
    data: { documentsDelayMs: 1000, signatureDelayMs: 1500, disbursementDelayMs: 1000 },
  });
  expect(settings.ok()).toBe(true);
  const client = await createClient(request);
  const auth = { authorization: `Bearer ${client.token}` };
  const me = (await (await request.get('/api/clients/me', { headers: auth })).json()) as Record<
    string,
    string
  >;
  const fullName = [me.name, me.firstSurname, me.secondSurname].filter(Boolean).join(' ');
  await forceDecision(request, client.email, 'PREAPPROVED');
  const net = await lossyNetwork(page);
  const errors: string[] = [];
  try {
    await signIn(page, client, '/login?prestamo=personal');
    await expect(heading(page, 'Información de tu préstamo')).toBeVisible({ timeout: 30_000 });
    net.on = true;
    await productToDecision(page, request, client, errors);
    await uploadDocuments(page, errors);
    await page.getByRole('link', { name: 'Ir al inicio' }).click();
    await homeToChooseTerm(page, errors);

    // A personal loan without a CLABE: the CLABE first.
    await expect(heading(page, 'Cuenta CLABE')).toBeVisible({ timeout: 30_000 });
    await page.getByLabel('CLABE interbancaria').fill(CLABE);
    await page.getByLabel('Confirma tu CLABE').fill(CLABE);
    await expect(page.getByText('Banco: BBVA MÉXICO')).toBeVisible();
    await pressUntil(
      page,
      'CLABE',
      page.getByRole('button', { name: 'Continuar' }),
      heading(page, 'Selecciona tu primer pago'),
      errors,
    );
    await page.getByRole('radio').first().check();
    await pressUntil(
      page,
      'plazo',
      page.getByRole('button', { name: 'Continuar' }),
      page.getByRole('button', { name: 'Ver contrato' }),
      errors,
    );
    await signContract(page, fullName, errors);

    // The signing PIN, from the SMS.
    await expect(page.getByText(/Te enviamos un NIP de 6 dígitos|Ingresa el NIP de 6 dígitos/)).toBeVisible();
    const pin = (await outbox(request, client.phoneNumber)).find((m) => m.kind === 'signing-pin')?.code ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    await page.getByLabel('NIP de firma').fill(pin);
    await pressUntil(
      page,
      'NIP de firma',
      page.getByRole('button', { name: 'Aceptar y firmar' }),
      heading(page, 'Tabla de pagos'),
      errors,
    );
    await pressUntil(
      page,
      'tabla de pagos',
      page.getByRole('button', { name: 'Continuar' }),
      heading(page, 'Cuenta CLABE'),
      errors,
    );
    await expect(page.getByLabel('CLABE interbancaria')).not.toHaveValue('');
    await pressUntil(
      page,
      'CLABE (confirmar)',
      page.getByRole('button', { name: 'Continuar' }),
      heading(page, 'Tu dinero va en camino'),
      errors,
    );
    await expect(page.getByText('Tu préstamo ha sido firmado de manera exitosa')).toBeVisible();
  } finally {
    console.log(
      `[lossy] seed ${SEED}: ${net.lost} of ${net.total} API answers lost; errors read: ${errors.length}\n  ${errors.join('\n  ')}`,
    );
    console.log(net.log.join('\n'));
    await info.attach('network', { body: net.log.join('\n'), contentType: 'text/plain' });
  }

  // Nothing doubled: the server created one application (every create the page sent went through the route, lost
  // answers too), the customer's list shows it, it was signed once and disbursed once.
  expect([...net.created], 'applications the server created').toHaveLength(1);
  const id = [...net.created][0] as string;
  const list = await request.get('/api/applications', { headers: auth });
  expect(list.status()).toBe(200);
  const { items } = (await list.json()) as { items: { id: string; status: string }[] };
  expect(items.map((a) => a.id)).toEqual([id]);
  expect((await request.post('/api/__sandbox/lending/settle-now')).ok()).toBe(true);
  const history = (await (await request.get(`/api/__sandbox/applications/${id}/history`)).json()) as {
    status: string;
    events: { from: string | null; to: string }[];
  };
  console.log(`[lossy] history: ${history.events.map((e) => `${e.from}→${e.to}`).join(', ')}`);
  expect(
    history.events.filter((e) => e.to === 'SIGNED'),
    'signatures',
  ).toHaveLength(1);
  expect(
    history.events.filter((e) => e.to === 'PAID'),
    'disbursements',
  ).toHaveLength(1);
  const mails = (await outbox(request, client.email)).filter((m) => m.kind === 'disbursement');
  expect(mails, 'disbursement e-mails').toHaveLength(1);
});
