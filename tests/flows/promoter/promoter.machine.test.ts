import { describe, expect, test } from 'vitest';
import { writeClasses } from '../../model/harness/measured-file.ts';
import { createRecorder, runMachinePath } from '../../model/harness/run.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { rowsAt, unusedRows } from './promoter.bounds.ts';
import { SPEC_ALERTS } from './promoter.checks.ts';
import { promoterModel } from './promoter.model.ts';
import { EDGE_WALKS, pathOf, walkAnalysis } from './promoter.walks.ts';

machineSuite(promoterModel);

describe('promoter · machine level · the spec at its edges', () => {
  const analysis = walkAnalysis(promoterModel);
  const recorder = createRecorder();
  const walked = new Set<string>();
  for (const walk of EDGE_WALKS) {
    test(walk.name, async () => {
      await runMachinePath(analysis, pathOf(analysis, walk), recorder);
      walked.add(walk.name);
    });
  }
  // Runs last in the file: the generated paths, the random walks and the walks above have all run.
  test('every row of the oracle (bounds, statuses, reasons, kinds of client, alerts) was walked', () => {
    const alerts = SPEC_ALERTS.map((a) => `alert ${a.message}`);
    const unused = unusedRows('machine', alerts);
    // What the run covered, for the atlas's coverage tab (npm run statecharts).
    const walks = EDGE_WALKS.map((w) => w.name);
    writeClasses({
      model: promoterModel.name,
      level: 'machine',
      kind: 'walks',
      covered: walks.filter((w) => walked.has(w)),
      missing: walks.filter((w) => !walked.has(w)),
    });
    writeClasses({
      model: promoterModel.name,
      level: 'machine',
      kind: 'rows',
      covered: rowsAt('machine', alerts).filter((row) => !unused.includes(row)),
      missing: unused,
    });
    expect(unused).toEqual([]);
  });
});
