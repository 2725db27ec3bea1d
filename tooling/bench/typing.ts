/**
 * `npm run bench:web -- --typing`: typing under watch (issue 41, point 4). A headless Chromium at CPU ×N (CDP's
 * throttling; the network as is: what is measured is the main thread's answer to keys and taps) types into the
 * forms key by key, as a customer does, and presses their buttons; the page's Event Timing (`PerformanceObserver`,
 * type `event`, every entry with an `interactionId`) gives the worst interaction of each phase — the time from
 * the key or tap to the next paint, handlers and rendering included. Phases: the sign-up (account step, then the
 * personal data), the personal loan's product, the address, the employment, the references (a new client's
 * application) and the CLABE (a client with an approved loan and no CLABE yet). The reference is the template's
 * click (tooling/bench/bare-react's counter button). Printed, never asserted; the target is ≤ 200 ms on a quiet
 * machine.
 */
import os from 'node:os';
import type { BrowserContext, Page } from '@playwright/test';
import { clabeCheckDigit } from '../../src/domain/clabe.ts';
import { approvedBenchApplication, signUpBench } from './client.ts';
import { launchMobile } from './mobile.ts';

/** Typing speed: a key every 60 ms (≈ 200 characters a minute). */
const KEY_DELAY_MS = 60;

interface Worst {
  readonly ms: number;
  readonly event: string;
  readonly interactions: number;
}

const RECORDER = `(() => {
  const w = window;
  w.__typing = { worst: 0, event: '', ids: new Set() };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      if (!e.interactionId) continue;
      w.__typing.ids.add(e.interactionId);
      if (e.duration > w.__typing.worst) { w.__typing.worst = e.duration; w.__typing.event = e.name; }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

async function startPhase(page: Page) {
  await page.evaluate(() => {
    const t = (window as unknown as { __typing: { worst: number; event: string; ids: Set<number> } })
      .__typing;
    t.worst = 0;
    t.event = '';
    t.ids.clear();
  });
}

async function endPhase(page: Page): Promise<Worst> {
  // Event Timing entries arrive after the next paint: let a few frames pass.
  await page.evaluate(
    () => new Promise((r) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(r)), 300)),
  );
  return page.evaluate(() => {
    const t = (window as unknown as { __typing: { worst: number; event: string; ids: Set<number> } })
      .__typing;
    return { ms: t.worst, event: t.event, interactions: t.ids.size };
  });
}

const type = (page: Page, label: string, text: string, exact = false) =>
  page.getByLabel(label, { exact }).pressSequentially(text, { delay: KEY_DELAY_MS });
const press = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 120_000 });

/** A phase: what is typed and pressed, and what the page shows when it has answered. */
type Phase = (page: Page) => Promise<void>;

async function measure(
  context: BrowserContext,
  cpu: number,
  url: string,
  storage: Record<string, string>,
  phases: ReadonlyArray<readonly [string, Phase, Phase?]>,
): Promise<Array<[string, Worst]>> {
  const page = await context.newPage();
  await page.addInitScript(RECORDER);
  const origin = new URL(url).origin;
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [k, v] of entries) localStorage.setItem(k, v);
  }, Object.entries(storage));
  await page.goto(url);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const out: Array<[string, Worst]> = [];
  try {
    for (const [name, phase, before] of phases) {
      try {
        if (before) await before(page);
        await startPhase(page);
        await phase(page);
        const worst = await endPhase(page);
        out.push([name, worst]);
        console.log(
          `typing cpu ${cpu}× ${name}: worst interaction ${Math.round(worst.ms)} ms (${worst.event || '—'}, ${worst.interactions} interactions) (load ${os.loadavg()[0]?.toFixed(2)})`,
        );
      } catch (error) {
        // The page's later phases need this one: none measured this round.
        console.log(`typing cpu ${cpu}× ${name}: not measured (${(error as Error).message.split('\n')[0]})`);
        break;
      }
    }
  } finally {
    await page.close();
  }
  return out;
}

const personalLoanStart = () =>
  JSON.stringify({ savedAt: Date.now(), value: { context: { applicationType: 'PERSONAL_LOAN', utm: {} } } });

/** One round: every phase once, and the template's click. */
async function round(chromePath: string, appUrl: string, bareUrl: string, cpu: number) {
  const context = await launchMobile(chromePath, {
    driver: 'playwright',
    screen: 'touch',
    serviceWorkers: 'block',
  });
  try {
    const results: Array<[string, Worst]> = [];
    results.push(
      ...(await measure(context, cpu, `${bareUrl}/`, {}, [
        [
          'template: click ×5',
          async (page) => {
            for (let i = 0; i < 5; i++) await page.getByRole('button', { name: /count is/i }).click();
          },
          (page) => page.getByRole('button', { name: /count is/i }).waitFor({ timeout: 120_000 }),
        ],
      ])),
    );
    const n = String(Date.now()).slice(-8);
    results.push(
      ...(await measure(context, cpu, `${appUrl}/crear-cuenta`, {}, [
        [
          'sign-up: account',
          async (page) => {
            await type(page, 'Correo electrónico', `bench.typing.${n}@example.com`);
            await type(page, 'Número de teléfono', `57${n}`);
            await type(page, 'Contraseña', 'Bench-Password-1', true);
            await press(page, 'Continuar');
            await page.waitForURL(/\/crear-cuenta\/datos-personales$/, { timeout: 120_000 });
          },
          (page) => heading(page, 'Crear cuenta'),
        ],
        [
          'sign-up: personal data',
          async (page) => {
            await page.getByRole('radio', { name: 'Sin CURP' }).check();
            await type(page, 'Nombre(s)', 'María Fernanda');
            await type(page, 'Primer apellido', 'López');
            await type(page, 'Segundo apellido', 'García', true);
            // The other fields left empty: the press is answered with the form's errors (no account is made).
            await press(page, 'Crear cuenta');
          },
          (page) => heading(page, 'Datos personales'),
        ],
      ])),
    );
    const applicant = await signUpBench(appUrl);
    results.push(
      ...(await measure(
        context,
        cpu,
        `${appUrl}/aplicacion-credito`,
        { authToken: applicant.token, pendingApplication: personalLoanStart() },
        [
          [
            'application: product',
            async (page) => {
              await page.getByLabel('Monto del préstamo').clear();
              await type(page, 'Monto del préstamo', '10000');
              await page.getByText('Total a pagar').waitFor();
              await press(page, 'Continuar');
            },
            (page) => heading(page, 'Información de tu préstamo'),
          ],
          [
            'application: address',
            async (page) => {
              await type(page, 'Calle', 'Av. Siempre Viva');
              await type(page, 'Número exterior', '742');
              await type(page, 'Código postal', '20010');
              await page.getByText('Aguascalientes, Aguascalientes').waitFor();
              await page.getByLabel('Colonia').selectOption('Los Álamos');
              await page.getByLabel('Tipo de vivienda').selectOption('RENTED');
              await type(page, 'Renta mensual', '6500');
              await page.getByLabel('Mes en que llegaste').selectOption('03');
              await page.getByLabel('Año en que llegaste').selectOption('2019');
              await page.getByLabel('Estado civil').selectOption('SINGLE');
              await press(page, 'Continuar');
            },
            (page) => heading(page, 'Datos de tu domicilio...'),
          ],
          [
            'application: employment',
            async (page) => {
              await page.getByLabel('Situación laboral').selectOption('EMPLOYED');
              await type(page, 'Empresa', 'Comercializadora del Valle');
              await type(page, 'Puesto', 'Vendedora');
              await type(page, 'Ingreso mensual', '18000');
              await page.getByLabel('Mes de inicio').selectOption('02');
              await page.getByLabel('Año de inicio').selectOption('2021');
              await page.getByLabel('Dependientes económicos').selectOption('1');
              await press(page, 'Continuar');
            },
            (page) => heading(page, 'Datos de tu empleo...'),
          ],
          [
            'application: references',
            async (page) => {
              await type(page, 'Nombre completo de la referencia 1', 'Lucía Hernández');
              await type(page, 'Teléfono de la referencia 1', '5511122233');
              await type(page, 'Nombre completo de la referencia 2', 'Jorge Campos');
              await type(page, 'Teléfono de la referencia 2', '5544455566');
              await press(page, 'Continuar');
            },
            (page) => heading(page, 'Referencias...'),
          ],
        ],
      )),
    );
    const borrower = await signUpBench(appUrl);
    const id = await approvedBenchApplication(appUrl, borrower, { clabe: false });
    const clabe = `01218000118359719${clabeCheckDigit('01218000118359719')}`;
    results.push(
      ...(await measure(
        context,
        cpu,
        `${appUrl}/firmar-aplicacion-credito/${id}/cuenta-clabe`,
        { authToken: borrower.token },
        [
          [
            'signing: CLABE',
            async (page) => {
              await type(page, 'CLABE interbancaria', clabe);
              await type(page, 'Confirma tu CLABE', clabe);
              await press(page, 'Continuar');
              await page
                .getByRole('heading', { name: 'Selecciona tu primer pago' })
                .waitFor({ timeout: 120_000 });
            },
            (page) => page.getByLabel('CLABE interbancaria').waitFor({ timeout: 120_000 }),
          ],
        ],
      )),
    );
    return results;
  } finally {
    await context.close();
  }
}

/** Runs `runs` rounds; prints every phase's worst interaction per round and the medians, with the load average. */
export async function typingBench(options: {
  chromePath: string;
  appUrl: string;
  bareUrl: string;
  runs: number;
  cpu: number;
}): Promise<Record<string, number[]>> {
  const loadBefore = os.loadavg().map((l) => l.toFixed(2));
  const byPhase: Record<string, number[]> = {};
  for (let r = 0; r < options.runs; r++) {
    for (const [phase, worst] of await round(
      options.chromePath,
      options.appUrl,
      options.bareUrl,
      options.cpu,
    )) {
      byPhase[phase] = [...(byPhase[phase] ?? []), worst.ms];
    }
    console.log(`typing: round ${r + 1}/${options.runs} done (load ${os.loadavg()[0]?.toFixed(2)})`);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] as number;
  const reference = median(byPhase['template: click ×5'] ?? [Number.NaN]);
  console.log(
    `\nTyping, cpu ${options.cpu}×, worst interaction per phase (Event Timing), medians of ${options.runs}; load average ${loadBefore.join(' / ')} before, ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' / ')} after:`,
  );
  console.log('| phase | worst ms | × template click | ≤ 200 ms |');
  console.log('|---|---:|---:|---|');
  for (const [phase, values] of Object.entries(byPhase)) {
    const m = median(values);
    console.log(
      `| ${phase} | ${Math.round(m)} | ${(m / reference).toFixed(2)} | ${m <= 200 ? 'yes' : 'NO'} |`,
    );
  }
  return byPhase;
}
