/**
 * /statecharts: the generated statechart of every flow machine, its paths and coverage, and the live
 * state of the flows running in this tab highlighted on the diagram. Development only (or with
 * VITE_STATECHARTS=true): the route is not registered in production builds.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import coverage from '../../../../statecharts/coverage.json';
import index from '../../../../statecharts/index.json';
import { type LiveFlow, liveFlows, liveVersion, subscribeLive } from '../live';
import * as css from './statecharts.css';

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
const pathDocs = import.meta.glob<string>('../../../../statecharts/*.paths.md', {
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

function Diagram({ name, active }: { name: string; active: ReadonlySet<string> }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [fit, setFit] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    setSvg(null);
    void fileFor(svgs, `${name}.svg`)?.().then((text) => {
      if (!cancelled) setSvg(text);
    });
    return () => {
      cancelled = true;
    };
  }, [name]);
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
        aria-label={`Diagrama de estados de ${name}`}
      >
        {svg === null ? 'Cargando diagrama…' : null}
      </div>
    </>
  );
}

function Paths({ name }: { name: string }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    setText(null);
    void fileFor(pathDocs, `${name}.paths.md`)?.().then((t) => {
      if (!cancelled) setText(t);
    });
    return () => {
      cancelled = true;
    };
  }, [name]);
  return (
    <details>
      <summary>Caminos generados (para QA)</summary>
      <pre className={css.paths}>{text ?? 'Cargando…'}</pre>
    </details>
  );
}

export function StatechartsPage() {
  const machines = index.machines;
  const [selected, setSelected] = useState(machines[0]?.name ?? '');
  const flows = useLive();
  const machine = machines.find((m) => m.name === selected);
  const running = flows.filter((f) => f.machineId === machine?.machineId && f.status === 'active');
  const active = useMemo(() => {
    const keys = new Set(running.flatMap((f) => f.stateKeys));
    return new Set(machine?.states.filter((s) => keys.has(s.key)).map((s) => s.svgId) ?? []);
  }, [running, machine]);

  return (
    <div className={css.page}>
      <h1>Diagramas de estado</h1>
      <p>
        Generados desde las máquinas con <code>npm run statecharts</code>. Los estados de los flujos que
        corren en esta pestaña se resaltan en vivo.
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
                    {m.name}
                    {live ? <span className={css.liveBadge}>● en vivo</span> : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
        {machine ? (
          <section className={css.detail} aria-labelledby="machine-title">
            <h2 id="machine-title">{machine.name}</h2>
            <p>{machine.description}</p>
            <p aria-live="polite">
              {running.length
                ? `Estado actual: ${running.map((f) => leaves(f.stateKeys).join(' + ')).join(' · ')}`
                : 'Esta máquina no corre ahora en esta pestaña.'}
            </p>
            <Diagram name={machine.name} active={active} />
            <CoverageTable name={machine.name} />
            <Paths name={machine.name} />
          </section>
        ) : (
          <p>No hay máquinas registradas.</p>
        )}
      </div>
    </div>
  );
}

export default StatechartsPage;
