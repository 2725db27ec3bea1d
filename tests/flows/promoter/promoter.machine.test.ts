import { describe, expect, test } from 'vitest';
import { createRecorder, runMachinePath } from '../../model/harness/run.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { unusedRows } from './promoter.bounds.ts';
import { SPEC_ALERTS } from './promoter.checks.ts';
import { promoterModel } from './promoter.model.ts';
import { EDGE_WALKS, pathOf, walkAnalysis } from './promoter.walks.ts';

machineSuite(promoterModel);

describe('promoter · machine level · the spec at its edges', () => {
  const analysis = walkAnalysis(promoterModel);
  const recorder = createRecorder();
  for (const walk of EDGE_WALKS) {
    test(walk.name, () => runMachinePath(analysis, pathOf(analysis, walk), recorder));
  }
  // Runs last in the file: the generated paths, the random walks and the walks above have all run.
  test('every row of the oracle (bounds, statuses, reasons, kinds of client, alerts) was walked', () => {
    expect(
      unusedRows(
        'machine',
        SPEC_ALERTS.map((a) => `alert ${a.message}`),
      ),
    ).toEqual([]);
  });
});
