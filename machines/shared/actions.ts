/**
 * The one vocabulary of a flow's named actions (machines/<flow>/actions.ts): `set` assigns part of the context,
 * `say` emits what the host shows (an alert, or their dismissal). Each flow binds them to its own types once:
 * `const { set, say } = actionsOf<Context, Event, Emitted>()`, and its actions object is plain data for setup.ts.
 */
import { assign, type EventObject, emit, type MachineContext, type ParameterizedObject } from 'xstate';

type Params = ParameterizedObject['params'] | undefined;

export function actionsOf<C extends MachineContext, E extends EventObject, Emitted extends EventObject>() {
  type Args = { readonly context: C; readonly event: E };
  return {
    /** An assignment of the flow's context (params as the state gives them). */
    set: <P extends Params = undefined>(assigner: (args: Args, params: P) => Partial<C>) =>
      assign<C, E, P, E, never>(assigner),
    /** An emitted event the host handles (an alert as a toast, or their dismissal). */
    say: <P extends Params = undefined>(expr: Emitted | ((args: Args, params: P) => Emitted)) =>
      emit<C, E, P, E, Emitted>(expr),
  };
}
