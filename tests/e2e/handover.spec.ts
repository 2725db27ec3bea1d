/**
 * Figures one round trip after the sign-in answer, and a signed-in first visit's reads sent from index.html, end to
 * end on `npm start` (built app + sandbox API), with the seeded client Roberto and promoter 5550000001
 * (server/catalog/README.md). What is requested and when, never how long it took (the timings are `npm run
 * bench:web -- --signin` and its cold runs):
 * - on /login, typing fetches every script home needs: none is requested after 'Iniciar sesión';
 * - after the sign-in answer, home's reads (the profile, the applications, the balances) are all requested before
 *   any of them answers, each once (the page's calls take the early answers);
 * - the promoter's NIP: the profile and today's quick applications, likewise;
 * - a cold /aplicacion-credito (a new personal loan) sends can-create and the balances while every script of the
 *   app is still held back, i.e. before the application machine exists.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, ROBERTO, test, typeSignIn } from './fixtures';
import { holdRequests, outbox } from './support';

const PROMOTER_PHONE = '5550000001';

test.describe.configure({ timeout: 120_000 });

const pathOf = (request: Request) => new URL(request.url()).pathname;

/** Every request of the page from now on, in order, as `METHOD path`. */
function record(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(`${request.method()} ${pathOf(request)}`));
  return seen;
}

/** Holds the answers of the API GETs at `paths` until `release`; notes each request of them. */
async function holdApi(page: Page, paths: readonly string[]) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requested: string[] = [];
  let answered = 0;
  await page.route(
    (url) => paths.includes(url.pathname),
    async (route) => {
      requested.push(pathOf(route.request()));
      await held;
      answered += 1;
      await route.continue();
    },
  );
  return { requested, release, answered: () => answered };
}

test("typing on /login fetches home's code: no script is requested after 'Iniciar sesión'", async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  // What loads after the page (the flow events module) is in before the customer starts.
  await page.waitForLoadState('networkidle');
  const seen = record(page);
  await typeSignIn(page, ROBERTO.email, ROBERTO.password);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('list', { name: 'Puedes solicitar hasta' })).toBeVisible();
  const press = seen.indexOf('POST /api/clients/signin');
  expect(press).toBeGreaterThan(0);
  // The typing fetched scripts (home's chunk, the API layer, the contract of home's calls)…
  expect(seen.slice(0, press).filter((r) => r.endsWith('.js')).length).toBeGreaterThan(0);
  // …and after the press, data only.
  expect(seen.slice(press).filter((r) => r.endsWith('.js'))).toEqual([]);
});

test("after the sign-in answer, home's reads are all requested before any answers, each once", async ({
  page,
}) => {
  await typeSignIn(page, ROBERTO.email, ROBERTO.password, '/login');
  const reads = ['/api/clients/me', '/api/applications', '/api/applications/balance'];
  const held = await holdApi(page, reads);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect.poll(() => [...held.requested].sort()).toEqual([...reads].sort());
  expect(held.answered()).toBe(0);
  held.release();
  await expect(page.getByRole('list', { name: 'Puedes solicitar hasta' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...held.requested].sort()).toEqual([...reads].sort());
});

async function nip(request: APIRequestContext, phone: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = (await outbox(request, phone)).map((m) => m.code).find((c) => c !== undefined);
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code ?? '';
}

test("the promoter's NIP: the profile and today's quick applications are requested before either answers", async ({
  page,
  request,
}) => {
  await page.goto('/promotor');
  await page.getByLabel('Número de teléfono').fill(PROMOTER_PHONE);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('NIP')).toBeVisible();
  await page.getByLabel('NIP').fill(await nip(request, PROMOTER_PHONE));
  const reads = ['/api/promoters/me', '/api/promoters/quick-applications'];
  const held = await holdApi(page, reads);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect.poll(() => [...held.requested].sort()).toEqual([...reads].sort());
  expect(held.answered()).toBe(0);
  held.release();
  await expect(page.getByRole('heading', { level: 1, name: /^Hola, / })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect([...held.requested].sort()).toEqual([...reads].sort());
});

test("a cold /aplicacion-credito sends its product step's reads while the app's scripts are held back", async ({
  page,
}) => {
  // Signed in through the API; the personal-loan start /prestamo-personal leaves for after sign-in.
  const res = await page.request.post('/api/clients/signin', { data: ROBERTO });
  const { token } = (await res.json()) as { token: string };
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([t, now]) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem(
        'pendingApplication',
        JSON.stringify({ savedAt: now, value: { applicationType: 'PERSONAL_LOAN', utm: {} } }),
      );
    },
    [token, Date.now()] as const,
  );
  const seen = record(page);
  const release = await holdRequests(page);
  await page.goto('/aplicacion-credito', { waitUntil: 'commit' });
  await expect
    .poll(() => seen.filter((r) => r.startsWith('GET /api/')))
    .toEqual(
      expect.arrayContaining([
        'GET /api/clients/me',
        'GET /api/applications/can-create',
        'GET /api/applications/balance',
      ]),
    );
  release();
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible({ timeout: 60_000 });
  // The product step shows once can-create (and the balances when there is a limit) answered: the machine's calls
  // took the early answers, each read went out once.
  for (const read of ['GET /api/applications/can-create', 'GET /api/clients/me'])
    expect(seen.filter((r) => r === read)).toHaveLength(1);
});
