/**
 * `statecharts/index.html`: the atlas. A static page that opens from disk (no server, no network): its data are
 * in `atlas/data.js` (generated, compared by `statecharts:check`) and `atlas/results.js` (the last test run, not
 * compared), loaded with <script> tags; thumbnails from `shots/`; the engineer's diagram is `<name>.svg`.
 */
import type { Analysis } from '../../../tests/model/harness/graph.ts';
import type { MeasuredFile } from '../measured.ts';
import { LEVELS, type MachineReport } from '../report.ts';
import type { ScreenFlow } from './flow.ts';
import { flowName } from './flow-names.ts';
import { TRAFFIC_VIEW } from './traffic-view.ts';

export interface AtlasMachine {
  name: string;
  /** A flow machine of `machines/`, or a rule outside the flows (shown apart, as a rule, never as an app machine). */
  kind: 'flow' | 'rule';
  /** A rule's app functions, their file and the rule's machine (in its test folder). */
  rule?: { functions: readonly string[]; source: string; machine: string };
  /** The Spanish name of the flow (./flow-names.ts). */
  title: string;
  machineId: string;
  description: string;
  screens: Array<ScreenFlow['screens'][number] & { shot: string | null; stays: string[] }>;
  flowSvg: string;
  journeys: Array<{
    id: string;
    name: string;
    happy: boolean;
    start: string;
    steps: Array<{ label: string; screen: string }>;
    variants: number;
    tests: number;
  }>;
  coverage: {
    levels: Array<{
      level: 'machine' | 'ui';
      states: [number, number];
      transitions: [number, number];
      uncovered: string[];
      run: string;
      /** The commit it was measured on (`+`: with uncommitted changes); null when not measured. */
      commit: string | null;
    }>;
    /** Every routed state with its route pattern, for the end-to-end level (routes visited). */
    routed: Array<{ key: string; route: string }>;
    /** Boundary and class coverage: the class walks and the oracle rows, per level (issue 25). */
    classes: Array<{
      level: 'machine' | 'ui';
      kind: 'walks' | 'rows';
      covered: string[];
      missing: string[];
      run: string;
      commit: string;
    }>;
  };
}

export function atlasMachine(
  analysis: Analysis,
  flow: ScreenFlow,
  report: MachineReport,
  flowSvg: string,
  shotFor: (key: string) => string | null,
  classes?: MeasuredFile['classes'],
  rule?: { functions: readonly string[]; source: string } | null,
): AtlasMachine {
  const name = analysis.model.name;
  const levels = LEVELS[report.kind];
  const runText = (level: 'machine' | 'ui') => {
    const run = report.runs[level];
    return run
      ? `${run.commit}${run.dirty ? '+' : ''} ${run.at.slice(0, 16).replace('T', ' ')} UTC${run.stale ? ' (desactualizada)' : ''}`
      : 'sin medir';
  };
  return {
    name,
    kind: report.kind,
    ...(report.kind === 'rule'
      ? {
          rule: {
            functions: rule?.functions ?? [],
            source: rule?.source ?? '',
            machine: `tests/rules/${name}/${name}.rules.ts`,
          },
        }
      : {}),
    title: flowName(name),
    machineId: analysis.machine.id,
    description: analysis.model.description,
    screens: flow.screens.map((s) => ({
      ...s,
      shot: shotFor(s.key),
      stays: [
        ...new Set(
          flow.edges.filter((e) => e.from === s.key && e.to === s.key && e.label).map((e) => e.label),
        ),
      ],
    })),
    flowSvg,
    journeys: flow.journeys.map((j) => ({
      id: j.id,
      name: j.name,
      happy: j.happy,
      start: j.start,
      steps: j.steps,
      variants: j.variants,
      tests: j.tests.length,
    })),
    coverage: {
      levels: levels.map((level) => {
        const c = report[level]!;
        return {
          level,
          states: c.states,
          transitions: c.transitions,
          uncovered: [...c.uncovered.states, ...c.uncovered.transitions],
          run: runText(level),
          commit: report.runs[level]
            ? `${report.runs[level]!.commit}${report.runs[level]!.dirty ? '+' : ''}`
            : null,
        };
      }),
      routed: analysis.states.filter((s) => s.route).map((s) => ({ key: s.key, route: s.route! })),
      classes: levels.flatMap((level) =>
        (['walks', 'rows'] as const).flatMap((kind) => {
          const run = classes?.[`${name}.${level}.${kind}`];
          return run
            ? [
                {
                  level,
                  kind,
                  covered: run.covered,
                  missing: run.missing,
                  run: `${run.commit} ${run.at.slice(0, 16).replace('T', ' ')} UTC`,
                  commit: run.commit,
                },
              ]
            : [];
        }),
      ),
    },
  };
}

export function dataJs(machines: AtlasMachine[]): string {
  return `window.ATLAS = ${JSON.stringify({ machines }, null, 1)};\n`;
}

export const INDEX_HTML = `<!doctype html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Atlas de flujos</title>
<style>
:root { color-scheme: light; --ink: #111827; --muted: #4b5563; --line: #e5e7eb; --ok: #15803d; --bad: #b91c1c; --warn: #92400e; --brand: #0b57d0; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: #f9fafb; }
header { background: #0f172a; color: #fff; padding: 12px 16px; }
header h1 { font-size: 18px; margin: 0; }
header p { margin: 2px 0 0; color: #cbd5e1; font-size: 13px; }
.layout { display: grid; grid-template-columns: 220px 1fr; min-height: calc(100vh - 60px); }
nav.machines { border-right: 1px solid var(--line); background: #fff; padding: 8px; }
nav.machines a { display: block; padding: 6px 10px; border-radius: 6px; color: var(--ink); text-decoration: none; }
nav.machines a[aria-current="page"] { background: #e0e7ff; font-weight: 600; }
nav.machines small { color: var(--muted); display: block; font-size: 12px; }
main { padding: 12px 16px 40px; min-width: 0; }
.tabs { display: flex; gap: 4px; flex-wrap: wrap; border-bottom: 1px solid var(--line); margin: 8px 0 12px; }
.tabs a { padding: 6px 10px; border-radius: 6px 6px 0 0; color: var(--brand); text-decoration: none; }
.tabs a[aria-current="page"] { background: #fff; border: 1px solid var(--line); border-bottom-color: #fff; color: var(--ink); font-weight: 600; margin-bottom: -1px; }
.select { display: none; }
.flow { overflow: auto; background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 8px; }
.flow svg { height: auto; max-width: none; }
.flow[data-fit="true"] svg { max-width: 100%; }
.legend { font-size: 13px; color: var(--muted); }
.legend b.happy { color: var(--ok); }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 10px; margin-top: 12px; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px; display: flex; gap: 10px; }
.card.happy { border-color: var(--ok); }
.card img, .card .noshot { width: 78px; height: 169px; object-fit: cover; object-position: top; border: 1px solid var(--line); border-radius: 6px; flex: none; background: #f3f4f6; }
.card .noshot { display: flex; align-items: center; justify-content: center; font-size: 11px; color: var(--muted); text-align: center; }
.card h3 { margin: 0 0 4px; font-size: 14px; }
.card code { font-size: 12px; color: var(--muted); }
.card ul { margin: 4px 0 0; padding-left: 16px; font-size: 13px; }
.journey { background: #fff; border: 1px solid var(--line); border-radius: 8px; margin: 0 0 8px; }
.journey summary { padding: 8px 10px; cursor: pointer; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
.journey summary .name { font-weight: 600; flex: 1 1 200px; }
.journey ol { margin: 0; padding: 0 10px 10px 34px; }
.journey li { margin: 4px 0; }
.journey li .to { color: var(--muted); }
.journey .meta { padding: 0 10px 10px; font-size: 13px; color: var(--muted); }
.badge { font-size: 12px; border-radius: 999px; padding: 1px 8px; white-space: nowrap; }
.passed { background: #dcfce7; color: #166534; }
.failed { background: #fee2e2; color: var(--bad); }
.notrun { background: #f3f4f6; color: var(--muted); }
.happyTag { background: #dcfce7; color: #166534; }
table { border-collapse: collapse; background: #fff; width: 100%; max-width: 720px; }
.overview th, .overview td { font-size: 13px; padding: 5px 6px; }
th, td { border: 1px solid var(--line); padding: 6px 8px; text-align: left; font-size: 14px; vertical-align: top; }
.bad { color: var(--bad); font-weight: 600; }
.ok { color: var(--ok); }
ul.uncovered li { color: var(--bad); }
.diagram { background: #fff; border: 1px solid var(--line); border-radius: 8px; overflow: auto; }
.diagram img { display: block; max-width: none; }
.diagram[data-fit="true"] img { max-width: 100%; }
.overview td:first-child a { font-weight: 600; }
nav.machines code, h2 code, .overview code { font-size: 12px; color: var(--muted); font-weight: 400; }
.traffic { background: #faf5ff; border: 1px solid #ddd6fe; border-radius: 8px; padding: 8px 12px; margin: 8px 0 12px; }
.traffic h3 { margin: 0 0 4px; color: #5b21b6; font-size: 15px; }
.traffic.tables { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
.traffic.tables table { width: auto; }
.traffic caption { text-align: left; font-weight: 600; color: #5b21b6; padding: 2px 0; }
.traffic ul.real { margin: 4px 0 0; padding-left: 18px; }
.badge.real { background: #ede9fe; color: #5b21b6; }
nav.machines h2 { font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); margin: 14px 10px 4px; }
.badge.rule { background: #fef3c7; color: var(--warn); }
.stale { display: inline-block; margin-left: 4px; padding: 0 6px; border-radius: 4px; background: #fef3c7; color: #92400e; font-weight: 600; font-size: 12px; }
.dirtyNote { color: var(--muted, #555); font-size: 12px; }
.version { padding: 6px 10px; border-left: 4px solid #d97706; background: #fffbeb; }
.ruleNote { background: #fffbeb; border: 1px solid #fde68a; border-radius: 8px; padding: 8px 12px; }
.ruleNote code { overflow-wrap: anywhere; }
@media (max-width: 700px) {
  .layout { display: block; }
  nav.machines { display: none; }
  .select { display: block; margin: 4px 0; }
  .select select { width: 100%; font-size: 16px; padding: 6px; }
  main { padding: 8px 10px 40px; }
}
</style>
</head>
<body>
<header><h1>Atlas de flujos</h1><p>Pantallas, recorridos y cobertura de cada máquina, generados con <code>npm run statecharts</code>.</p></header>
<div class="layout"><nav class="machines" aria-label="Máquinas" id="nav"></nav><main id="main"><p>Cargando…</p></main></div>
<script src="atlas/data.js"></script>
<script src="atlas/results.js"></script>
<script src="atlas/traffic.js"></script>
<script>
(function () {
  var A = window.ATLAS, R = window.ATLAS_RESULTS || { journeys: {}, e2e: null, e2eRoutes: null };
  var V = R.version || null;
${TRAFFIC_VIEW}
  function sameCommit(a, b) { return !!a && !!b && (a.indexOf(b) === 0 || b.indexOf(a) === 0); }
  function isStale(commit) { return !!commit && (!V || !sameCommit(commit.replace(/\\+$/, ''), V.commit)); }
  function staleText(commit) {
    if (!commit) return '';
    var bare = commit.replace(/\\+$/, ''), dirty = /\\+$/.test(commit);
    if (!V) return '⚠ medido en ' + bare + '; no se sabe en qué commit se generó el atlas';
    if (sameCommit(bare, V.commit)) return dirty || V.dirty ? '(medido en este commit, con cambios sin commit)' : '';
    var n = V.behind[bare];
    return '⚠ medido en ' + bare + (n === null || n === undefined ? ', un commit que este repositorio no tiene' : ', ' + n + (n === 1 ? ' commit' : ' commits') + ' antes de ' + V.commit) + (dirty ? ', con cambios sin commit' : '') + ': puede no valer para la versión actual';
  }
  function staleNote(commit) {
    var text = staleText(commit);
    return text ? ' <span class="' + (isStale(commit) ? 'stale' : 'dirtyNote') + '">' + esc(text) + '</span>' : '';
  }
  function versionLine() {
    if (!V) return '<p class="version">⚠ Este atlas no dice en qué commit se generó: no se puede saber si sus resultados valen para la versión actual. Corre <code>npm run statecharts</code>.</p>';
    var levels = [], journeys = 0, staleJourneys = 0;
    A.machines.forEach(function (m) { m.coverage.levels.forEach(function (l) { levels.push(l); }); });
    var staleLevels = levels.filter(function (l) { return isStale(l.commit); }).length;
    Object.keys(R.journeys).forEach(function (name) { Object.keys(R.journeys[name]).forEach(function (id) { var r = R.journeys[name][id]; ['machine', 'ui'].forEach(function (l) { if (r[l]) { journeys++; if (isStale(r[l].commit)) staleJourneys++; } }); }); });
    var warn = staleLevels || staleJourneys;
    return '<p class="version">Atlas generado en el commit <code>' + esc(V.commit) + '</code>' + (V.dirty ? ' (con cambios sin commit)' : '') + ' el ' + esc(V.at.slice(0, 16).replace('T', ' ')) + ' UTC. ' + (warn ? '<span class="stale">⚠ ' + staleLevels + ' de ' + levels.length + ' mediciones de cobertura y ' + staleJourneys + ' de ' + journeys + ' resultados de recorridos son de commits anteriores</span>: cada uno dice de cuál.' : 'Todas las mediciones son de este commit.') + '</p>';
  }
  var TABS = [['pantallas', 'Pantallas'], ['recorridos', 'Recorridos (QA)'], ['cobertura', 'Cobertura'], ['diagrama', 'Diagrama técnico']];
  function esc(s) { return String(s).replace(/[&<>"]/g, function (c) { return { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]; }); }
  function pct(p) { return p[1] ? Math.floor(p[0] / p[1] * 100) + '%' : '—'; }
  function flows() { return A.machines.filter(function (m) { return m.kind !== 'rule'; }); }
  function rules() { return A.machines.filter(function (m) { return m.kind === 'rule'; }); }
  function fnList(m) { return m.rule.functions.map(function (f) { return '<code>' + esc(f) + '</code>'; }).join(', ') + ' de <code>' + esc(m.rule.source) + '</code>'; }
  function find(name) { return A.machines.filter(function (m) { return m.name === name; })[0]; }
  function title(m, key) { if (key === '__start') return 'Inicio'; var s = m.screens.filter(function (x) { return x.key === key; })[0]; return s ? s.title : key; }
  function status(m, j) {
    var r = (R.journeys[m.name] || {})[j.id] || {};
    var levels = ['machine', 'ui'].filter(function (l) { return r[l]; });
    if (!levels.length) return { cls: 'notrun', text: 'sin ejecutar', detail: '', stale: '' };
    var failed = levels.some(function (l) { return r[l].failed > 0; });
    var detail = levels.map(function (l) { var x = r[l]; var note = staleText(x.commit); return (l === 'machine' ? 'máquina' : 'UI') + ': ' + x.passed + ' pasaron, ' + x.failed + ' fallaron (' + x.at.slice(0, 16).replace('T', ' ') + ' UTC, ' + (x.commit ? 'commit ' + x.commit : 'sin commit') + ')' + (note ? ' ' + note : ''); }).join(' · ');
    var stale = levels.some(function (l) { return isStale(r[l].commit); });
    return { cls: failed ? 'failed' : 'passed', text: failed ? 'falló' : 'pasó', detail: detail, stale: stale ? '<span class="stale">⚠ commit anterior</span>' : '' };
  }
  function e2eVisited(route) {
    if (!R.e2eRoutes) return null;
    var re = new RegExp('^' + route.replace(/[.*+?^$()|[\\]\\\\]/g, '\\\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+') + '/?$');
    return R.e2eRoutes.routes.some(function (p) { return re.test(p); });
  }
  function navLink(m, current) {
    var rule = m.kind === 'rule';
    return '<a href="#/' + m.name + '/pantallas"' + (current === m.name ? ' aria-current="page"' : '') + '>' + esc(m.title) + ' <code>' + esc(m.name) + '</code><small>' + m.screens.filter(function (s) { return !s.final; }).length + (rule ? ' estados' : ' pantallas') + ' · ' + m.journeys.length + ' recorridos</small></a>';
  }
  function nav(current) {
    var r = rules();
    document.getElementById('nav').innerHTML = '<a href="#/" ' + (current ? '' : 'aria-current="page"') + '>Resumen</a>' + flows().map(function (m) { return navLink(m, current); }).join('') +
      (r.length ? '<h2>Reglas fuera de los flujos</h2>' + r.map(function (m) { return navLink(m, current); }).join('') : '');
  }
  function picker(current) {
    var option = function (m) { return '<option value="#/' + m.name + '/pantallas"' + (m.name === current ? ' selected' : '') + '>' + esc(m.title) + ' (' + esc(m.name) + ')</option>'; };
    var r = rules();
    return '<div class="select"><label>Máquina <select onchange="location.hash=this.value">' + '<option value="#/">Resumen</option><optgroup label="Flujos">' + flows().map(option).join('') + '</optgroup>' + (r.length ? '<optgroup label="Reglas fuera de los flujos">' + r.map(option).join('') + '</optgroup>' : '') + '</select></label></div>';
  }
  function journeyBadges(m) {
    var counts = { passed: 0, failed: 0, notrun: 0 };
    m.journeys.forEach(function (j) { counts[status(m, j).cls]++; });
    return (counts.passed ? '<span class="badge passed">' + counts.passed + ' pasaron</span> ' : '') + (counts.failed ? '<span class="badge failed">' + counts.failed + ' fallaron</span> ' : '') + (counts.notrun ? '<span class="badge notrun">' + counts.notrun + ' sin ejecutar</span>' : '');
  }
  function rulesOverview() {
    var r = rules();
    if (!r.length) return '';
    var rows = r.map(function (m) {
      var l = m.coverage.levels[0];
      var full = l.states[0] === l.states[1] && l.transitions[0] === l.transitions[1];
      var oracle = (m.coverage.classes || []).filter(function (k) { return k.kind === 'rows'; })[0];
      var used = oracle ? '<span class="' + (oracle.missing.length ? 'bad' : 'ok') + '">' + oracle.covered.length + '/' + (oracle.covered.length + oracle.missing.length) + ' filas</span>' : '<span class="bad">sin medir</span>';
      return '<tr><td><a href="#/' + m.name + '/pantallas">' + esc(m.title) + '</a> <code>' + esc(m.name) + '</code></td><td>' + fnList(m) + '</td><td>' + m.journeys.length + ' <br>' + journeyBadges(m) + '</td><td><span class="' + (full ? 'ok' : 'bad') + '">Máquina ' + pct(l.transitions) + '</span><br><small>' + esc(l.run) + '</small>' + staleNote(l.commit) + '</td><td>' + used + '</td></tr>';
    }).join('');
    return '<h3>Reglas fuera de los flujos</h3><p>Reglas que ninguna máquina de flujo decide: cada una es una máquina pequeña de prueba que consulta en cada paso la función pura de la app que la aplica, con el mismo arnés (caminos, recorridos al azar, oráculo de la especificación). No son máquinas de la app: se miden solo a nivel máquina; las pantallas que las muestran se prueban en sus pruebas de UI.</p><table class="overview"><thead><tr><th>Regla</th><th>Función de la app</th><th>Recorridos</th><th>Cobertura (transiciones)</th><th>Filas del oráculo</th></tr></thead><tbody>' + rows + '</tbody></table>';
  }
  function overview() {
    var rows = flows().map(function (m) {
      var lv = m.coverage.levels;
      return '<tr><td><a href="#/' + m.name + '/pantallas">' + esc(m.title) + '</a> <code>' + esc(m.name) + '</code></td><td>' + m.screens.filter(function (s) { return !s.final; }).length + '</td><td>' + m.journeys.length + ' <br>' + journeyBadges(m) + '</td><td>' + lv.map(function (l) { var full = l.states[0] === l.states[1] && l.transitions[0] === l.transitions[1]; return '<span class="' + (full ? 'ok' : 'bad') + '">' + (l.level === 'machine' ? 'Máquina' : 'UI') + ' ' + pct(l.transitions) + '</span>' + (isStale(l.commit) ? ' <span class="stale" title="' + esc(staleText(l.commit)) + '">⚠ ' + esc(l.commit || '') + '</span>' : ''); }).join('<br>') + '</td>' + overviewTraffic(m) + '</tr>';
    }).join('');
    return picker('') + '<h2>Resumen</h2>' + versionLine() + '<p>Cada máquina de flujo con sus pantallas, sus recorridos de QA con el resultado de la última ejecución de pruebas y su cobertura medida. Elige una máquina.' + (T ? ' ' + words().traffic + ': ' + trafficSource() + '.' : '') + '</p><table class="overview"><thead><tr><th>Máquina</th><th>Pantallas</th><th>Recorridos</th><th>Cobertura (transiciones)</th>' + (T ? '<th>' + words().sessions + '</th>' : '') + '</tr></thead><tbody>' + rows + '</tbody></table>' + rulesOverview() + e2eSummary();
  }
  function e2eSummary() {
    var e = R.e2e;
    if (!e || !e.full) return '<h3>Pruebas de extremo a extremo</h3><p>No hay registrada ninguna ejecución completa de las pruebas de extremo a extremo (las de un solo archivo no cuentan), así que ningún flujo muestra resultados ni pantallas visitadas e2e: <code>npx playwright test</code> escribe <code>.tmp/test-results/playwright.json</code>; luego <code>npm run statecharts</code>.</p>';
    var count = function (st) { return e.tests.filter(function (t) { return t.status === st; }).length; };
    var failed = count('failed'), passed = count('passed'), notrun = count('not run');
    return '<h3>Pruebas de extremo a extremo</h3><p>Última ejecución completa: ' + e.tests.length + ' pruebas, el ' + esc(e.at.slice(0, 16).replace('T', ' ')) + ' UTC, ' + (e.commit ? 'commit ' + esc(e.commit) : 'sin commit') + ': <span class="badge passed">' + passed + ' pasaron</span> ' + (failed ? '<span class="badge failed">' + failed + ' fallaron</span> ' : '') + (notrun ? '<span class="badge notrun">' + notrun + ' sin ejecutar</span>' : '') + staleNote(e.commit) + '</p><p class="legend">Los resultados e2e y las pantallas visitadas de cada flujo son de esta misma ejecución.</p>';
  }
  function screensTab(m) {
    var fit = localStorage.getItem('atlas-fit') !== 'false';
    if (m.kind === 'rule') return '<p class="legend">Cada caja es un estado de la regla; cada flecha, lo que hace la persona o la app. <b class="happy">En verde, el camino feliz.</b> Sin capturas: la regla no es una pantalla; lo que pasa sin cambiar de estado se lista en su tarjeta.</p>' +
      '<label><input type="checkbox" id="fit"' + (fit ? ' checked' : '') + '> Ajustar al ancho</label>' +
      '<div class="flow" data-fit="' + fit + '">' + m.flowSvg + '</div><div class="cards">' + m.screens.map(function (s) {
        return '<div class="card' + (s.happy ? ' happy' : '') + '"><div><h3>' + esc(s.title) + '</h3><code>' + esc(s.key) + '</code>' + (s.stays.length ? '<ul>' + s.stays.map(function (l) { return '<li>' + esc(l) + '</li>'; }).join('') + '</ul>' : '') + '</div></div>';
      }).join('') + '</div>';
    return '<p class="legend">Cada caja es una pantalla con su captura; cada flecha, lo que hace la persona o lo que contestó el servidor. <b class="happy">En verde, el camino feliz.</b> Las ediciones de campos no se dibujan; lo que pasa sin salir de una pantalla se lista en su tarjeta.</p>' +
      trafficPanel(m) +
      '<label><input type="checkbox" id="fit"' + (fit ? ' checked' : '') + '> Ajustar al ancho</label>' +
      '<div class="flow" data-fit="' + fit + '">' + m.flowSvg + '</div>' + trafficTables(m) +
      '<div class="cards">' + m.screens.map(function (s) {
        return '<div class="card' + (s.happy ? ' happy' : '') + '">' + (s.shot ? '<img alt="Captura de ' + esc(s.title) + '" src="' + esc(s.shot) + '">' : s.final ? '' : '<div class="noshot">sin captura</div>') + '<div><h3>' + esc(s.title) + '</h3>' + (s.route ? '<code>' + esc(s.route) + '</code>' : s.final ? '<code>fin del flujo</code>' : '') + (s.stays.length ? '<ul>' + s.stays.map(function (l) { return '<li>' + esc(l) + '</li>'; }).join('') + '</ul>' : '') + '</div></div>';
      }).join('') + '</div>';
  }
  function journeysTab(m) {
    return '<p class="legend">Caminos agrupados por el primer desvío del camino feliz; las variantes (lo que pasa después y las ediciones de campos) se cuentan en cada uno. Resultado: las pruebas de modelo de ese recorrido en la última ejecución (máquina y UI).</p>' + realJourneys(m) +
      m.journeys.map(function (j) {
        var st = status(m, j);
        return '<details class="journey"' + (j.happy ? ' open' : '') + '><summary><span class="name">' + esc(j.id) + ' · ' + esc(j.name) + '</span>' + (j.happy ? '<span class="badge happyTag">camino feliz</span>' : '') + realCount(m, j) + '<span class="badge ' + st.cls + '">' + st.text + '</span>' + st.stale + '</summary>' +
          '<ol><li><span class="to">Empieza en «' + esc(title(m, j.start)) + '»</span></li>' + j.steps.map(function (s) { return '<li>' + esc(s.label || '(sin etiqueta)') + ' <span class="to">→ «' + esc(title(m, s.screen)) + '»</span></li>'; }).join('') + '</ol>' +
          '<div class="meta">' + j.tests + ' pruebas de modelo, ' + j.variants + ' variantes. ' + esc(st.detail) + '</div></details>';
      }).join('');
  }
  function coverageTab(m) {
    var rows = m.coverage.levels.map(function (l) {
      var full = l.states[0] === l.states[1] && l.transitions[0] === l.transitions[1];
      return '<tr><th>' + (l.level === 'machine' ? 'Máquina' : 'UI') + '</th><td class="' + (l.states[0] === l.states[1] ? 'ok' : 'bad') + '">' + l.states.join('/') + ' (' + pct(l.states) + ')</td><td class="' + (l.transitions[0] === l.transitions[1] ? 'ok' : 'bad') + '">' + l.transitions.join('/') + ' (' + pct(l.transitions) + ')</td><td>' + esc(l.run) + staleNote(l.commit) + '</td></tr>' + (full ? '' : '<tr><td colspan="4"><ul class="uncovered">' + l.uncovered.map(function (u) { return '<li><code>' + esc(u) + '</code></li>'; }).join('') + '</ul></td></tr>');
    }).join('');
    var routed = m.coverage.routed, e2e = '';
    if (m.kind === 'rule') return '<table><thead><tr><th>Nivel</th><th>Estados</th><th>Transiciones</th><th>Medido en</th></tr></thead><tbody>' + rows + '</tbody></table><p class="legend">Medida de las transiciones que la máquina de la regla tomó durante su prueba de modelo (eventos de inspección). Una regla se mide solo a nivel máquina: las pantallas que la muestran se prueban en sus pruebas de UI y e2e. Lo que falta, en rojo.</p>' + classesSection(m);
    if (!routed.length) e2e = '<p>Sin pantallas con ruta propia: a nivel e2e se cubre a través de las pantallas que la usan.</p>';
    else if (!R.e2eRoutes) e2e = '<p class="bad">Sin una ejecución completa de las pruebas e2e registrada (ver el Resumen): no se sabe qué pantallas visitó el navegador.</p>';
    else {
      var seen = routed.filter(function (r) { return e2eVisited(r.route); }).length;
      e2e = '<p>Estados con pantalla visitados por las pruebas e2e (por la ruta que mostró el navegador; las transiciones no se miden en el navegador): <b class="' + (seen === routed.length ? 'ok' : 'bad') + '">' + seen + '/' + routed.length + '</b>, ejecución completa del ' + esc((R.e2e ? R.e2e.at : R.e2eRoutes.at).slice(0, 16).replace('T', ' ')) + ' UTC' + (R.e2eRoutes.commit ? ', commit ' + esc(R.e2eRoutes.commit) : '') + '.' + staleNote(R.e2eRoutes.commit) + '</p><ul>' + routed.map(function (r) { var v = e2eVisited(r.route); return '<li class="' + (v ? 'ok' : 'bad') + '">' + (v ? '✓ ' : '✗ ') + esc(r.key) + ' <code>' + esc(r.route) + '</code></li>'; }).join('') + '</ul>';
    }
    var tests = R.e2e ? R.e2e.tests.filter(function (t) { return t.file.indexOf(m.name + '.spec') === 0 || t.file.indexOf('/' + m.name + '.spec') >= 0; }) : [];
    var list = tests.length ? '<ul>' + tests.map(function (t) { return '<li class="' + (t.status === 'passed' ? 'ok' : t.status === 'failed' ? 'bad' : '') + '">' + esc(t.title) + ' — ' + (t.status === 'passed' ? 'pasó' : t.status === 'failed' ? 'falló' : 'sin ejecutar') + '</li>'; }).join('') + '</ul>' : '';
    return '<table><thead><tr><th>Nivel</th><th>Estados</th><th>Transiciones</th><th>Medido en</th></tr></thead><tbody>' + rows + '</tbody></table><p class="legend">Medida de las transiciones que el actor tomó durante las pruebas de modelo (eventos de inspección). Lo que falta, en rojo.</p>' + classesSection(m) + '<h3>Nivel e2e</h3>' + e2e + list;
  }
  function classesSection(m) {
    var c = m.coverage.classes || [];
    if (!c.length) return '<h3>Límites y clases</h3><p' + (m.kind === 'rule' ? ' class="bad">Sin filas del oráculo medidas para esta regla: corre su prueba de modelo y luego <code>npm run statecharts</code>.' : '>Sin recorridos de clase ni filas del oráculo medidas para este flujo: sus reglas se recorren solo con los datos de las rutas.') + '</p>';
    var rows = c.map(function (k) {
      var total = k.covered.length + k.missing.length;
      var what = k.kind === 'walks' ? 'Recorridos de límite y clase (el límite, uno abajo, uno arriba; cada valor de una entrada enumerada)' : 'Filas del oráculo de la especificación usadas por alguna ruta o recorrido';
      var list = '<details><summary>' + (k.kind === 'walks' ? 'Recorridos' : 'Filas') + ' (' + total + ')</summary><ul class="uncovered">' + k.missing.map(function (x) { return '<li class="bad">✗ ' + esc(x) + '</li>'; }).join('') + k.covered.map(function (x) { return '<li class="ok">✓ ' + esc(x) + '</li>'; }).join('') + '</ul></details>';
      return '<tr><th>' + (k.level === 'machine' ? 'Máquina' : 'UI') + '</th><td>' + what + '</td><td class="' + (k.missing.length ? 'bad' : 'ok') + '">' + k.covered.length + '/' + total + '</td><td>' + esc(k.run) + staleNote(k.commit) + '</td></tr><tr><td colspan="4">' + list + '</td></tr>';
    }).join('');
    return '<h3>Límites y clases</h3><table><thead><tr><th>Nivel</th><th>Qué</th><th>Cubierto</th><th>Medido en</th></tr></thead><tbody>' + rows + '</tbody></table>';
  }
  function diagramTab(m) {
    var fit = localStorage.getItem('atlas-fit') !== 'false';
    return '<p class="legend">El diagrama completo de la máquina' + (m.kind === 'rule' ? ' de prueba de la regla (no es una máquina de la app)' : '') + ' (estados, eventos, guardas y acciones) para ingeniería; también en <a href="' + m.name + '.svg">' + m.name + '.svg</a> y <a href="' + m.name + '.mmd">' + m.name + '.mmd</a>.</p><label><input type="checkbox" id="fit"' + (fit ? ' checked' : '') + '> Ajustar al ancho</label><div class="diagram" data-fit="' + fit + '"><img alt="Diagrama de estados de ' + esc(m.name) + '" src="' + m.name + '.svg"></div>';
  }
  function render() {
    var parts = location.hash.replace(/^#\\/?/, '').split('/');
    var m = find(parts[0]);
    var tab = parts[1] || 'pantallas';
    nav(m ? m.name : '');
    var main = document.getElementById('main');
    if (!m) { main.innerHTML = overview(); document.title = 'Atlas de flujos'; return; }
    var body = tab === 'recorridos' ? journeysTab(m) : tab === 'cobertura' ? coverageTab(m) : tab === 'diagrama' ? diagramTab(m) : screensTab(m);
    var rule = m.kind === 'rule';
    var note = rule ? '<p class="ruleNote"><span class="badge rule">regla</span> Regla fuera de los flujos, no una máquina de la app: su máquina de prueba <code>' + esc(m.rule.machine) + '</code> consulta en cada paso ' + fnList(m) + '.</p>' : '';
    main.innerHTML = picker(m.name) + '<h2>' + esc(m.title) + ' <code>' + esc(m.name) + '</code>' + (rule ? ' <span class="badge rule">regla</span>' : '') + '</h2><p>' + esc(m.description) + '</p>' + note + '<div class="tabs" role="navigation">' + TABS.map(function (t) { return '<a href="#/' + m.name + '/' + t[0] + '"' + (t[0] === tab ? ' aria-current="page"' : '') + '>' + (rule && t[0] === 'pantallas' ? 'Estados' : t[1]) + '</a>'; }).join('') + '</div>' + body;
    document.title = m.title + ' · Atlas de flujos';
    if (tab === 'pantallas' && !rule) drawTraffic(m);
    var fit = document.getElementById('fit');
    if (fit) fit.addEventListener('change', function () { localStorage.setItem('atlas-fit', String(fit.checked)); render(); });
  }
  window.addEventListener('hashchange', render);
  render();
})();
</script>
</body>
</html>
`;
