/**
 * The atlas's traffic (statecharts/index.html, with `atlas/traffic.js` from `npm run statecharts -- --traffic`):
 * browser code that draws the sessions on a machine's screen flow (sessions and drop-off on each screen, the share
 * of each arrow, widths by share), the traffic panel (happy-path conversion, screens, call outcomes) and the
 * sessions' journeys of the journeys tab (which QA journey each follows; those no test covers). Every label says
 * what the traffic is (`words()`, from `origin`, scripts/statecharts/traffic/read.ts): "real" only for the
 * collector's data, "simulado" for the demo's, "registrado" for a file of unknown origin. Plain ES5, no network:
 * the atlas opens from disk. Inserted into INDEX_HTML's script (it uses that script's `esc` and `title`).
 */
export const TRAFFIC_VIEW = `
  var T = window.ATLAS_TRAFFIC || null;
  var SVGNS = 'http://www.w3.org/2000/svg';
  var WORDS = {
    collector: { traffic: 'Tráfico real', sessions: 'Sesiones reales', journeys: 'Recorridos reales', some: 'sesiones reales', detours: 'desvíos reales', note: 'datos del colector de la app' },
    simulated: { traffic: 'Tráfico simulado', sessions: 'Sesiones simuladas', journeys: 'Recorridos simulados', some: 'sesiones simuladas', detours: 'desvíos simulados', note: 'personas simuladas de npm run statecharts:demo-traffic, no clientes' },
    mixed: { traffic: 'Tráfico real y simulado', sessions: 'Sesiones (reales y simuladas)', journeys: 'Recorridos (reales y simulados)', some: 'sesiones', detours: 'desvíos', note: 'datos del colector con sesiones simuladas' },
    file: { traffic: 'Tráfico registrado', sessions: 'Sesiones registradas', journeys: 'Recorridos registrados', some: 'sesiones registradas', detours: 'desvíos registrados', note: 'archivo de origen no verificado: no se sabe si son sesiones de clientes' }
  };
  function words() { return WORDS[T && T.origin] || WORDS.file; }
  function trafficOf(m) { var t = T && T.machines[m.name]; return t && t.sessions ? t : null; }
  function share(a, b) { return b ? Math.round(a / b * 100) + '%' : '—'; }
  function secs(ms) {
    if (ms === null || ms === undefined) return '—';
    var s = Math.round(ms / 1000);
    return s < 60 ? s + ' s' : Math.floor(s / 60) + ' min ' + (s % 60) + ' s';
  }
  function conversion(t) {
    if (!t.happy) return 'sin camino feliz de varias pantallas';
    return '<b>' + share(t.happy.finished, t.happy.started) + '</b> (' + t.happy.finished + ' de ' + t.happy.started + ')';
  }
  function trafficSource() {
    if (!T) return '';
    var simulated = T.origin === 'mixed' ? ', ' + T.simulatedSessions + ' de ellas simuladas' : '';
    return esc(T.source) + ' (' + words().note + '): ' + T.sessions + ' sesiones' + simulated + ', ' + T.events + ' eventos';
  }
  function trafficPanel(m) {
    if (!T) return '';
    var t = trafficOf(m);
    var w = words();
    if (!t) return '<p class="legend traffic">' + w.traffic + ' (' + trafficSource() + '): ninguna sesión pasó por este flujo.</p>';
    return '<section class="traffic" aria-label="' + w.traffic + '"><h3>' + w.traffic + '</h3><p>' + trafficSource() + '. En este flujo: <b>' + t.sessions + ' sesiones</b>; conversión del camino feliz, de «' + esc(title(m, t.happy ? t.happy.first : '')) + '» a «' + esc(title(m, t.happy ? t.happy.last : '')) + '»: ' + conversion(t) + '.' + (t.unknown ? ' ' + t.unknown + ' eventos de estados que esta máquina ya no tiene.' : '') + '</p>' +
      '<p class="legend">En morado, en cada pantalla: las sesiones que llegaron, qué parte se fue desde ella (abandono) y la mediana de tiempo en ella; en cada flecha, qué parte de quienes llegaron a su origen la tomó (también su grosor). Tablas debajo del diagrama.</p></section>';
  }
  function trafficTables(m) {
    var t = trafficOf(m);
    if (!t) return '';
    var screens = m.screens.filter(function (s) { return t.screens[s.key]; });
    var rows = screens.map(function (s) {
      var x = t.screens[s.key];
      return '<tr><td>' + esc(s.title) + '</td><td>' + x.sessions + '</td><td>' + (s.final ? '—' : share(x.dropOff, x.sessions) + ' (' + x.dropOff + ')') + '</td><td>' + secs(x.medianMs) + '</td></tr>';
    }).join('');
    var calls = Object.keys(t.calls).sort().map(function (c) {
      var o = t.calls[c], total = 0, errs = [];
      Object.keys(o).sort().forEach(function (k) { total += o[k]; if (k !== 'ok') errs.push('<span class="badge failed">' + esc(k) + ' ' + o[k] + '</span>'); });
      return '<tr><td><code>' + esc(c) + '</code></td><td>' + total + '</td><td>' + share(o.ok || 0, total) + '</td><td>' + (errs.join(' ') || '—') + '</td></tr>';
    }).join('');
    return '<section class="traffic tables" aria-label="' + words().traffic + ' por pantalla y por llamada"><table><caption>Por pantalla</caption><thead><tr><th>Pantalla</th><th>Sesiones</th><th>Abandono</th><th>Mediana</th></tr></thead><tbody>' + rows + '</tbody></table>' +
      (calls ? '<table><caption>Resultados de cada llamada</caption><thead><tr><th>Llamada</th><th>Total</th><th>ok</th><th>Errores</th></tr></thead><tbody>' + calls + '</tbody></table>' : '') + '</section>';
  }
  function badge(parent, x, y, text, size) {
    var label = document.createElementNS(SVGNS, 'text');
    label.setAttribute('x', x); label.setAttribute('y', y); label.setAttribute('text-anchor', 'middle');
    label.setAttribute('font-family', 'Helvetica'); label.setAttribute('font-size', String(size || 13)); label.setAttribute('font-weight', '700');
    label.setAttribute('fill', '#5b21b6'); label.setAttribute('class', 'traffic-badge'); label.textContent = text;
    parent.appendChild(label);
    var b = label.getBBox();
    var box = document.createElementNS(SVGNS, 'rect');
    box.setAttribute('x', b.x - 3); box.setAttribute('y', b.y - 1); box.setAttribute('width', b.width + 6); box.setAttribute('height', b.height + 2);
    box.setAttribute('rx', 4); box.setAttribute('fill', '#f5f3ff'); box.setAttribute('stroke', '#7c3aed'); box.setAttribute('stroke-width', '0.8');
    parent.insertBefore(box, label);
  }
  function drawTraffic(m) {
    var t = trafficOf(m), svg = document.querySelector('.flow svg');
    if (!t || !svg) return;
    var prefix = 'flow:' + m.name + ':';
    Array.prototype.forEach.call(svg.querySelectorAll('g.node'), function (g) {
      if (g.id.indexOf(prefix) !== 0) return;
      var key = g.id.slice(prefix.length), s = t.screens[key], screen = m.screens.filter(function (x) { return x.key === key; })[0];
      if (!s) { g.setAttribute('opacity', '0.45'); return; }
      var b = g.getBBox(), x = b.x + b.width / 2;
      badge(g, x, b.y + 17, s.sessions + ' sesiones', 14);
      if (screen && !screen.final) {
        badge(g, x, b.y + 37, 'abandono ' + share(s.dropOff, s.sessions), 12);
        badge(g, x, b.y + 55, 'mediana ' + secs(s.medianMs), 12);
      }
    });
    Array.prototype.forEach.call(svg.querySelectorAll('g.edge'), function (g) {
      var t0 = g.querySelector('title'), path = g.querySelector('path');
      if (!t0 || !path) return;
      var pair = t0.textContent.split('->');
      var a = t.arrows.filter(function (x) { return x.from === pair[0] && x.to === pair[1]; })[0];
      if (!a) { g.setAttribute('opacity', '0.4'); return; }
      path.setAttribute('stroke-width', String(1 + 7 * a.share));
      var p = path.getPointAtLength(path.getTotalLength() / 2);
      badge(g, p.x, p.y + 5, share(a.sessions, t.screens[a.from].sessions) + ' (' + a.sessions + ')', 13);
    });
  }
  function realJourneys(m) {
    var t = trafficOf(m);
    if (!t) return '';
    var w = words();
    var uncovered = t.journeys.filter(function (j) { return j.uncovered; });
    var sessions = uncovered.reduce(function (n, j) { return n + j.sessions; }, 0);
    var list = uncovered.slice(0, 10).map(function (j) {
      return '<li><span class="badge failed">sin prueba</span> <b>' + j.sessions + ' sesiones</b> se desviaron de «' + esc(title(m, j.detour[0])) + '» a «' + esc(title(m, j.detour[1])) + '». Por ejemplo: ' + j.example.map(function (k) { return '«' + esc(title(m, k)) + '»'; }).join(' → ') + '</li>';
    }).join('');
    return '<section class="traffic" aria-label="' + w.journeys + '"><h3>' + w.journeys + '</h3><p>' + trafficSource() + '. Las sesiones se agrupan como los recorridos de QA, por su primer desvío del camino feliz; cada recorrido de QA dice cuántas ' + w.some + ' tomaron su desvío. ' +
      (uncovered.length ? '<b class="bad">' + uncovered.length + ' ' + w.detours + ' (' + sessions + ' sesiones) no los cubre ninguna prueba</b>: ninguna prueba de modelo se desvía ahí.' : '<b class="ok">Todas las ' + w.some + ' tomaron desvíos que las pruebas cubren.</b>') + '</p>' +
      (list ? '<ul class="real">' + list + '</ul>' + (uncovered.length > 10 ? '<p class="legend">Y ' + (uncovered.length - 10) + ' más.</p>' : '') : '') + '</section>';
  }
  function realCount(m, j) {
    var t = trafficOf(m);
    if (!t) return '';
    var n = t.journeys.filter(function (r) { return r.journey === j.id; }).reduce(function (a, r) { return a + r.sessions; }, 0);
    return '<span class="badge real">' + n + ' ' + words().some + '</span>';
  }
  function overviewTraffic(m) {
    var t = trafficOf(m);
    if (!T) return '';
    return '<td>' + (t ? t.sessions + (t.happy ? '<br><small>conversión ' + share(t.happy.finished, t.happy.started) + '</small>' : '') : '—') + '</td>';
  }
`;
