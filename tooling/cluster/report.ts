/** What the CI proof found: each check with its section, and what it depends on beyond this branch's work. */
export type Needs =
  | 'shared clock'
  | 'idempotency keys'
  | 'graceful shutdown'
  | 'instances outlive the database'
  | 'atomic idempotency';

export interface Check {
  readonly section: string;
  readonly name: string;
  readonly ok: boolean;
  readonly detail: string;
  /** Work the check relies on besides the cluster itself (separate issue points). */
  readonly needs?: Needs;
}

export class Report {
  readonly checks: Check[] = [];
  readonly figures: string[] = [];

  check(section: string, name: string, ok: boolean, detail = '', needs?: Needs): boolean {
    this.checks.push({ section, name, ok, detail, ...(needs ? { needs } : {}) });
    process.stdout.write(
      `  ${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` — ${detail}` : ''}${needs ? ` [needs ${needs}]` : ''}\n`,
    );
    return ok;
  }

  figure(line: string) {
    this.figures.push(line);
    process.stdout.write(`  · ${line}\n`);
  }

  /** Runs a section; an exception fails it (with the message) instead of stopping the proof. */
  async section(name: string, run: () => Promise<void>, needs?: Needs): Promise<void> {
    process.stdout.write(`\n── ${name}${needs ? ` [needs ${needs}]` : ''}\n`);
    try {
      await run();
    } catch (e) {
      this.check(name, 'section ran to the end', false, e instanceof Error ? e.message : String(e), needs);
    }
  }

  summary(): string {
    const failed = this.checks.filter((c) => !c.ok);
    const lines = [
      '',
      '══ Cluster proof summary',
      ...this.figures.map((f) => `  · ${f}`),
      `  ${this.checks.length - failed.length}/${this.checks.length} checks passed`,
      ...failed.map(
        (c) =>
          `  FAIL [${c.section}] ${c.name}${c.detail ? ` — ${c.detail}` : ''}${c.needs ? ` [needs ${c.needs}]` : ''}`,
      ),
    ];
    return `${lines.join('\n')}\n`;
  }
}
