/**
 * The screen flow as Graphviz DOT (rendered to SVG with the same WebAssembly build as the engineer's diagram):
 * one node per screen, sized for its thumbnail, one edge per pair of screens with every way between them as a
 * line of its label; the happy path in green. Steps that stay on a screen are listed under it in the atlas, not
 * drawn as loops.
 */
import { type ScreenFlow, START } from './flow.ts';

const FONT = 'Helvetica';
/** The thumbnail box inside a screen node, in points (the SVG's user units). */
export const THUMB = { width: 98, height: 212 } as const;

function q(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

function wrap(text: string, width = 30): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.join('\n');
}

export function flowNodeId(machine: string, key: string): string {
  return `flow:${machine}:${key}`;
}

/**
 * `states`: a rule outside the flows (its boxes are the rule's states, not screens): compact boxes with no
 * thumbnail frame.
 */
export function flowDot(name: string, flow: ScreenFlow, options: { states?: boolean } = {}): string {
  const out: string[] = [
    `digraph ${q(`${name}-pantallas`)} {`,
    `  graph [rankdir=LR, fontname=${q(FONT)}, nodesep=0.5, ranksep=1.1, bgcolor="transparent"];`,
    `  node [fontname=${q(FONT)}, fontsize=11, shape=box, style="rounded,filled", fillcolor="#ffffff", color="#6b7280"];`,
    `  edge [fontname=${q(FONT)}, fontsize=9, color="#4b5563", fontcolor="#374151", arrowsize=0.7];`,
  ];
  const used = new Set(flow.edges.filter((e) => e.from !== e.to).flatMap((e) => [e.from, e.to]));
  if (flow.edges.some((e) => e.from === START)) {
    out.push(
      `  ${q(START)} [shape=circle, width=0.25, fixedsize=true, label="", style=filled, fillcolor="#111827"];`,
    );
  }
  for (const s of flow.screens) {
    if (!used.has(s.key) && flow.screens.length > 1 && !s.happy) continue;
    const height = (THUMB.height + 44) / 72;
    const width = (THUMB.width + 34) / 72;
    const attrs = [
      `id=${q(flowNodeId(name, s.key))}`,
      `label=${q(wrap(s.title, 18))}`,
      options.states ? '' : 'labelloc=b',
      s.final || options.states
        ? `shape=box, style="rounded,filled", fillcolor="#f3f4f6", height=0.6, width=${width}`
        : `fixedsize=true, width=${width}, height=${height}`,
      s.happy ? 'color="#15803d", penwidth=3' : '',
    ].filter(Boolean);
    out.push(`  ${q(s.key)} [${attrs.join(', ')}];`);
  }
  // One edge per pair of screens; each way between them a line of the label.
  const pairs = new Map<string, { from: string; to: string; labels: string[]; happy: boolean }>();
  for (const e of flow.edges) {
    if (e.from === e.to) continue;
    const key = `${e.from}>${e.to}`;
    const pair = pairs.get(key) ?? { from: e.from, to: e.to, labels: [], happy: false };
    if (e.label && !pair.labels.includes(e.label)) pair.labels.push(e.label);
    pair.happy ||= e.happy;
    pairs.set(key, pair);
  }
  for (const p of pairs.values()) {
    const label = p.labels.map((l) => `• ${wrap(l)}`).join('\n');
    const style = p.happy ? 'color="#15803d", fontcolor="#166534", penwidth=3' : '';
    out.push(`  ${q(p.from)} -> ${q(p.to)} [${[`label=${q(label)}`, style].filter(Boolean).join(', ')}];`);
  }
  out.push('}');
  return `${out.join('\n')}\n`;
}

/**
 * Puts each screen's thumbnail inside its node (Graphviz leaves the box empty above the title); screens without
 * a thumbnail keep an empty frame that says so.
 */
export function withThumbnails(svg: string, name: string, shotFor: (key: string) => string | null): string {
  return svg.replace(
    /<g id="flow:([^"]+)" class="node">([\s\S]*?)<\/g>/g,
    (whole, id: string, body: string) => {
      const key = id.slice(name.length + 1);
      const points = /<(?:polygon|path)[^>]*(?:points|d)="([^"]+)"/.exec(body)?.[1];
      if (!points) return whole;
      const nums = points.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
      const xs = nums.filter((_, i) => i % 2 === 0);
      const ys = nums.filter((_, i) => i % 2 === 1);
      const x0 = Math.min(...xs);
      const y0 = Math.min(...ys);
      const w = Math.max(...xs) - x0;
      if (w < THUMB.width) return whole;
      const x = (x0 + (w - THUMB.width) / 2).toFixed(1);
      const y = (y0 + 8).toFixed(1);
      const href = shotFor(key);
      const image = href
        ? `<image href="${href}" x="${x}" y="${y}" width="${THUMB.width}" height="${THUMB.height}" preserveAspectRatio="xMidYMin meet"/>`
        : `<rect x="${x}" y="${y}" width="${THUMB.width}" height="${THUMB.height}" fill="#f9fafb" stroke="#d1d5db" stroke-dasharray="4 3"/><text x="${(Number(x) + THUMB.width / 2).toFixed(1)}" y="${(Number(y) + THUMB.height / 2).toFixed(1)}" text-anchor="middle" font-family="Helvetica" font-size="9" fill="#6b7280">sin captura</text>`;
      return `<g id="flow:${id}" class="node">${body}${image}</g>`;
    },
  );
}
