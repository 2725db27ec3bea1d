import { applicationSetup } from '../setup';

export const done = applicationSetup.createStateConfig({
  type: 'final',
  description: 'The flow ends; the host navigates to the output route.',
});
