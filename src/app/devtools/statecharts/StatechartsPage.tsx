/**
 * /statecharts: for every flow machine, the same views as the atlas (statecharts/index.html): its screen flow with
 * the screens' thumbnails, the engineer's statechart, its journeys and coverage, each flow under the atlas's Spanish
 * name; the live state of the flows running in this tab is highlighted on both diagrams. In development, and in a
 * production build made with VITE_STATECHARTS=true (a product owner's review environment); without the flag the
 * route is not registered and none of this is in the bundle.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import coverage from '../../../../statecharts/coverage.json';
import index from '../../../../statecharts/index.json';
import { type LiveFlow, liveFlows, liveVersion, subscribeLive } from '../live';
import * as css from './statecharts.css';
import { withThumbnails } from './thumbnails';

type Pair = [covered: number, total: number];
interface LevelCoverage {
  states: Pair;
  transitions: Pair;
  uncovered: { states: string[]; transitions: string[] };
}
type CoverageFile = {
  machines: Record<string, { machine: LevelCoverage; ui: LevelCoverage; paths: number }>;
};

const svgs = import.meta.glob<string>('../../../../statecharts/*.svg', { query: '?raw', import: 'default' });
const flowSvgs = import.meta.glob<string>('../../../../statecharts/atlas/*.flow.svg', {
  query: '?raw',
  import: 'default',
});
/** The screens' thumbnails (statecharts/shots/), bundled with this page only: the flow SVGs name them `../shots/…`. */
const shots = import.meta.glob<string>('../../../../statecharts/shots/*.webp', {
  query: '?url',
  import: 'default',
  eager: true,
});

const journeyDocs = import.meta.glob<string>('../../../../statecharts/*.journeys.md', {
  query: '?raw',
  import: 'default',
});

function fileFor(
  files: Record<string, () => Promise<string>>,
  suffix: string,
): (() => Promise<string>) | undefined {
  const key = Object.keys(files).find((k) => k.endsWith(`/${suffix}`));
  return key ? files[key] : undefined;
}

function useLive(): LiveFlow[] {
  const version = useSyncExternalStore(subscribeLive, liveVersion, liveVersion);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes whenever a flow moves.
  return useMemo(() => liveFlows(), [version]);
}

function leaves(keys: readonly string[]): string[] {
  return keys.filter((k) => !keys.some((other) => other.startsWith(`${k}.`)));
}

function percent([covered, total]: Pair): string {
  return total === 0 ? '—' : `${Math.floor((covered / total) * 100)}%`;
}

function CoverageTable({ name }: { name: string }) {
  const entry = (coverage as unknown as CoverageFile).machines[name];
  if (!entry) return null;
  const rows = [
    ['Máquina', entry.machine],
    ['UI', entry.ui],
  ] as const;
  return (
    <>
      <table className={css.table}>
        <caption>Cobertura ({entry.paths} caminos generados)</caption>
        <thead>
          <tr>
            <th scope="col">Nivel</th>
            <th scope="col">Estados</th>
            <th scope="col">Transiciones</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, c]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>
                {c.states.join('/')} ({percent(c.states)})
              </td>
              <td>
                {c.transitions.join('/')} ({percent(c.transitions)})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.map(([label, c]) =>
        c.uncovered.states.length + c.uncovered.transitions.length > 0 ? (
          <details key={label}>
            <summary>
              Sin cubrir a nivel {label.toLowerCase()}: {c.uncovered.states.length} estados,{' '}
              {c.uncovered.transitions.length} transiciones
            </summary>
            <ul>
              {[...c.uncovered.states, ...c.uncovered.transitions].map((item) => (
                <li key={item}>
                  <code>{item}</code>
                </li>
              ))}
            </ul>
          </details>
        ) : null,
      )}
    </>
  );
}

type View = 'flow' | 'chart';

/** The screen-flow node of a live state: the deepest of its active states that is a screen of the flow. */
function flowIds(name: string, keys: readonly string[]): Set<string> {
  return new Set(keys.map((k) => `flow:${name}:${k}`));
}

function Diagram({
  name,
  title,
  view,
  active,
}: {
  name: string;
  title: string;
  view: View;
  active: ReadonlySet<string>;
}) {
  const [svg, setSvg] = useState<string | null>(null);
  const [fit, setFit] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    setSvg(null);
    const load = view === 'flow' ? fileFor(flowSvgs, `${name}.flow.svg`) : fileFor(svgs, `${name}.svg`);
    void load?.().then((text) => {
      if (!cancelled) setSvg(view === 'flow' ? withThumbnails(text, shots) : text);
    });
    return () => {
      cancelled = true;
    };
  }, [name, view]);
  useEffect(() => {
    const container = ref.current;
    if (!container || svg === null) return;
    container.innerHTML = svg;
  }, [svg]);
  useEffect(() => {
    const container = ref.current;
    if (!container || svg === null) return;
    for (const el of container.querySelectorAll(`.${css.live}`)) el.classList.remove(css.live);
    for (const id of active) container.querySelector(`[id="${CSS.escape(id)}"]`)?.classList.add(css.live);
  }, [svg, active]);
  return (
    <>
      <label>
        <input type="checkbox" checked={fit} onChange={(e) => setFit(e.target.checked)} /> Ajustar al ancho
      </label>
      <div
        className={css.diagram}
        data-fit={fit}
        ref={ref}
        role="img"
        aria-label={view === 'flow' ? `Flujo de pantallas de ${title}` : `Diagrama de estados de ${title}`}
      >
        {svg === null ? 'Cargando diagrama…' : null}
      </div>
    </>
  );
}

function Journeys({ name }: { name: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    setText(null);
    void fileFor(journeyDocs, `${name}.journeys.md`)?.().then((t) => {
      if (!cancelled) setText(t);
    });
    return () => {
      cancelled = true;
    };
  }, [name]);
  return (
    <details>
      <summary>Recorridos (para QA)</summary>
      <pre className={css.paths}>{text ?? 'Cargando…'}</pre>
    </details>
  );
}

export function StatechartsPage() {
  const machines = index.machines;
  const [selected, setSelected] = useState(machines[0]?.name ?? '');
  const [view, setView] = useState<View>('flow');
  const flows = useLive();
  const machine = machines.find((m) => m.name === selected);
  const running = flows.filter((f) => f.machineId === machine?.machineId && f.status === 'active');
  const active = useMemo(() => {
    const keys = new Set(running.flatMap((f) => f.stateKeys));
    const chart = machine?.states.filter((s) => keys.has(s.key)).map((s) => s.svgId) ?? [];
    return new Set([...chart, ...flowIds(machine?.name ?? '', [...keys])]);
  }, [running, machine]);

  return (
    <div className={css.page}>
      <h1>Diagramas de estado</h1>
      <p>
        Generados desde las máquinas con <code>npm run statecharts</code>. Los estados de los flujos que
        corren en esta pestaña se resaltan en vivo. Las mismas vistas, con capturas, resultados de la última
        ejecución y cobertura e2e, están en el atlas: <code>statecharts/index.html</code> (se abre desde el
        disco).
      </p>
      <div className={css.layout}>
        <nav aria-label="Máquinas">
          <ul className={css.list}>
            {machines.map((m) => {
              const live = flows.some((f) => f.machineId === m.machineId && f.status === 'active');
              return (
                <li key={m.name}>
                  <button
                    type="button"
                    className={css.machineButton}
                    aria-current={m.name === selected}
                    onClick={() => setSelected(m.name)}
                  >
                    {m.title} <code>{m.name}</code>
                    {live ? <span className={css.liveBadge}>● en vivo</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        {machine ? (
          <section className={css.detail} aria-labelledby="machine-title">
            <h2 id="machine-title">
              {machine.title} <code>{machine.name}</code>
            </h2>
            <p>{machine.description}</p>
            <p aria-live="polite">
              {running.length
                ? `Estado actual: ${running.map((f) => leaves(f.stateKeys).join(' + ')).join(' · ')}`
                : 'Esta máquina no corre ahora en esta pestaña.'}
            </p>
            <fieldset>
              <legend>Vista</legend>
              <label>
                <input type="radio" checked={view === 'flow'} onChange={() => setView('flow')} /> Flujo de
                pantallas
              </label>{' '}
              <label>
                <input type="radio" checked={view === 'chart'} onChange={() => setView('chart')} /> Diagrama
                técnico
              </label>
            </fieldset>
            <Diagram name={machine.name} title={machine.title} view={view} active={active} />
            <CoverageTable name={machine.name} />
            <Journeys name={machine.name} />
          </section>
        ) : (
          <p>No hay máquinas registradas.</p>
        )}
      </div>
    </div>
  );
}

export default StatechartsPage;
