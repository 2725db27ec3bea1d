/**
 * `<machine>.journeys.md`: the journeys of the atlas as Markdown (readable on a code host), replacing the raw dump
 * of every generated path: each journey's steps in Spanish with the screen after each one. The results of the last
 * run are in the atlas (statecharts/index.html), not here, so this file only changes when the machine does.
 */
import type { AnyModel } from '../../../tests/model/harness/types.ts';
import { type ScreenFlow, START } from './flow.ts';

export function journeysMarkdown(model: AnyModel, flow: ScreenFlow): string {
  const title = (key: string) =>
    key === START ? 'Inicio' : (flow.screens.find((s) => s.key === key)?.title ?? key);
  const out = [
    `# ${model.name}: recorridos`,
    '',
    model.description,
    '',
    `${flow.journeys.length} recorridos (${flow.journeys.reduce((n, j) => n + j.tests.length, 0)} caminos generados, agrupados por el primer desvío del camino feliz). ` +
      'Resultados de la última ejecución y capturas: `statecharts/index.html`.',
    '',
    '## Pantallas',
    '',
    ...flow.screens.map(
      (s) =>
        `- **${s.title}**${s.route ? ` \`${s.route}\`` : ''}${s.happy ? ' (camino feliz)' : ''} — \`${s.key}\``,
    ),
    '',
  ];
  for (const j of flow.journeys) {
    out.push(`## ${j.id}. ${j.name}${j.happy ? ' (camino feliz)' : ''}`, '');
    out.push(`Empieza en «${title(j.start)}».`, '');
    j.steps.forEach((s, i) => {
      out.push(`${i + 1}. ${s.label || '(sin etiqueta)'} → «${title(s.screen)}»`);
    });
    out.push('', `${j.tests.length} pruebas de modelo; ${j.variants} variantes.`, '');
  }
  return out.join('\n');
}
