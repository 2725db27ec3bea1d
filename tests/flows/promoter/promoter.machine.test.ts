import { describe, test } from 'vitest';
import { classSuite } from '../../model/harness/classes.ts';
import { writeClasses } from '../../model/harness/measured-file.ts';
import { expectEveryRowUsed } from '../../model/harness/rows.ts';
import { createRecorder, runMachinePath } from '../../model/harness/run.ts';
import { machineSuite } from '../../model/harness/suite.ts';
import { everyTableRowWalked } from '../../model/tables/table.ts';
import { PROMOTER_CLASSES, PROMOTER_TABLE_ROWS } from './promoter.classes.ts';
import { promoterModel } from './promoter.model.ts';
import { PROMOTER_ROWS } from './promoter.rows.ts';
import { EDGE_WALKS, pathOf, walkAnalysis } from './promoter.walks.ts';

machineSuite(promoterModel);
classSuite(promoterModel, PROMOTER_CLASSES, 'machine');
everyTableRowWalked(PROMOTER_TABLE_ROWS);

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
    // What the run covered, for the atlas's coverage tab (npm run statecharts).
    const walks = EDGE_WALKS.map((w) => w.name);
    writeClasses({
      model: promoterModel.name,
      level: 'machine',
      kind: 'walks',
      covered: walks.filter((w) => walked.has(w)),
      missing: walks.filter((w) => !walked.has(w)),
    });
    expectEveryRowUsed(PROMOTER_ROWS, 'machine');
  });
});
