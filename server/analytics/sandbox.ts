/** The analytics part of the `/__sandbox` page: how many events are stored and the download button. */
import type { Deps } from '../context.ts';
import { countEvents } from './queries.ts';

export async function analyticsSandboxSection(deps: Deps): Promise<string> {
  const total = await countEvents(deps.db);
  return `<section aria-labelledby="sandbox-analytics">
<h2 id="sandbox-analytics">Analítica de flujos</h2>
<p>${total} eventos de flujo guardados (anónimos: flujo, pantallas, tipo de evento, tiempos y resultados).
Para dibujarlos en el atlas: <code>npm run statecharts -- --traffic flow-events.json</code>.</p>
<form method="get" action="/api/__sandbox/analytics/events"><button type="submit">Descargar eventos (JSON)</button></form>
</section>`;
}
