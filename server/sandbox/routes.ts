/**
 * Sandbox tools for QA (only when SANDBOX is not `false`):
 * - `GET /api/__sandbox/outbox?to=<email or phone>`: messages "sent" to someone, newest first
 *   (`[{ channel, to, kind, code?, link?, subject, body, createdAt }]`); without `to`, the latest 50 of everyone.
 * - `GET /api/__sandbox/clock`, `POST /api/__sandbox/clock/advance` `{ minutes }`: move the server clock forward
 *   (expire codes, tokens and resend waits without waiting).
 * - `POST /api/__sandbox/push/:clientId` `{ title?, body? }`: queues a test push notification to the client's stored
 *   subscriptions (web-push, only when VAPID keys are configured) → `{ enabled, queued }`. The answer never waits
 *   for a push service nor says how one answered (server/push.ts); failures are in the server log.
 * - `GET /api/__sandbox/analytics/events`: every stored flow event as JSON `{ events }` (server/analytics/routes.ts;
 *   the page's "Descargar eventos (JSON)" button; the input of `npm run statecharts -- --traffic <file>`).
 * - `GET /__sandbox`: a plain page showing the outbox and these controls.
 *
 * With `SANDBOX_KEY` set, all of them need the key (server/app.ts): the `X-Sandbox-Key` header, or the cookie set
 * by opening `/__sandbox?key=<SANDBOX_KEY>` once in the browser. The clock offset is kept in the database
 * (server/sandbox/clock-state.ts) and read before every request, so every instance on the database tells one time.
 */
import type { Hono } from 'hono';
import { analyticsSandboxSection } from '../analytics/sandbox.ts';
import type { Deps } from '../context.ts';
import type { AppEnv } from '../http/env.ts';
import { fail } from '../http/errors.ts';
import { hasUnsafeText } from '../http/route.ts';
import { lendingSandboxSection } from '../lending/sandbox.ts';
import type { OutboxEntry } from '../outbox.ts';
import { advanceSharedClock } from './clock-state.ts';

const MAX_ADVANCE_MINUTES = 60 * 24 * 400;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

function parseMinutes(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0 || n > MAX_ADVANCE_MINUTES) {
    throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido: minutes');
  }
  return n;
}

export function registerSandboxRoutes(app: Hono<AppEnv>, api: Hono<AppEnv>, deps: Deps): void {
  api.get('/__sandbox/outbox', async (c) => {
    const to = c.req.query('to')?.trim();
    if (to !== undefined && (to.length === 0 || to.length > 254 || hasUnsafeText(to))) {
      throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido: to');
    }
    return c.json(to ? await deps.outbox.list(to) : await deps.outbox.recent());
  });

  api.get('/__sandbox/clock', (c) =>
    c.json({ now: deps.clock.now().toISOString(), offsetMs: deps.clock.offsetMs() }),
  );

  api.post('/__sandbox/clock/advance', async (c) => {
    const isForm = (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded');
    let minutes: number;
    if (isForm) {
      minutes = parseMinutes((await c.req.parseBody()).minutes);
    } else {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        throw fail(400, 'INVALID_JSON', 'El cuerpo de la solicitud no es JSON válido.');
      }
      minutes = parseMinutes((body as { minutes?: unknown } | null)?.minutes);
    }
    await advanceSharedClock(deps.db, deps.clock, minutes * 60_000);
    deps.log.info('sandbox clock advanced', { minutes });
    if (isForm) return c.redirect('/__sandbox', 303);
    return c.json({ now: deps.clock.now().toISOString(), offsetMs: deps.clock.offsetMs() });
  });

  api.post('/__sandbox/push/:clientId', async (c) => {
    const clientId = c.req.param('clientId');
    if (!/^[A-Za-z0-9-]{1,64}$/.test(clientId))
      throw fail(400, 'VALIDATION_ERROR', 'El dato ingresado no es válido');
    let body: { title?: unknown; body?: unknown } = {};
    try {
      body = ((await c.req.json()) ?? {}) as typeof body;
    } catch {
      // no body: defaults
    }
    const title = typeof body.title === 'string' ? body.title.slice(0, 80) : 'Notificación de prueba';
    const text = typeof body.body === 'string' ? body.body.slice(0, 200) : 'Las notificaciones funcionan.';
    const queued = await deps.push.sendToClient(clientId, { title, body: text, url: '/' });
    return c.json({ enabled: deps.push.enabled, queued });
  });

  app.get('/__sandbox', async (c) => {
    const raw = c.req.query('to')?.trim().slice(0, 254) ?? '';
    const to = hasUnsafeText(raw) ? '' : raw;
    const messages = to ? await deps.outbox.list(to) : await deps.outbox.recent();
    c.header('Cache-Control', 'no-store');
    const page = sandboxPage(to, messages, deps.clock.now(), deps.clock.offsetMs());
    const analytics = await analyticsSandboxSection(deps);
    return c.html(page.replace('</body>', `${await lendingSandboxSection(deps)}\n${analytics}\n</body>`));
  });
}

function sandboxPage(to: string, messages: OutboxEntry[], now: Date, offsetMs: number): string {
  const rows = messages
    .map(
      (m) => `<tr><td>${escapeHtml(m.createdAt)}</td><td>${m.channel === 'email' ? 'Correo' : 'SMS'}</td>
<td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.kind)}</td><td><strong>${escapeHtml(m.code ?? '')}</strong></td>
<td>${m.link ? `<a href="${escapeHtml(m.link)}">Abrir enlace</a>` : ''}</td>
<td><details><summary>${escapeHtml(m.subject)}</summary><pre>${escapeHtml(m.body)}</pre></details></td></tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="es-MX"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox: bandeja de salida</title></head>
<body>
<h1>Sandbox: bandeja de salida</h1>
<p>Correos y SMS que el sandbox "envió" (no salen del servidor). Hora del servidor: ${escapeHtml(now.toISOString())}
(adelantada ${Math.round(offsetMs / 60_000)} min).</p>
<form method="get" action="/__sandbox">
<label for="to">Correo o teléfono</label> <input id="to" name="to" value="${escapeHtml(to)}" autocomplete="off">
<button type="submit">Filtrar</button> <a href="/__sandbox">Ver todos</a>
</form>
<form method="post" action="/api/__sandbox/clock/advance">
<label for="minutes">Adelantar el reloj (minutos)</label> <input id="minutes" name="minutes" type="number" min="1" value="11">
<button type="submit">Adelantar</button>
</form>
<table border="1" cellpadding="4">
<caption>${messages.length} mensajes${to ? ` para ${escapeHtml(to)}` : ''}, el más reciente primero</caption>
<thead><tr><th>Fecha</th><th>Canal</th><th>Para</th><th>Tipo</th><th>Código</th><th>Enlace</th><th>Mensaje</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>`;
}
