/**
 * The screen-flow atlas of a flow machine (statecharts/index.html, `npm run statecharts`): what a product owner
 * reads. Every machine declares it on its root as `meta: { atlas }`, in Spanish:
 *
 * - `titles`: the title of each screen state, by state key (`personalData.curp.curpFound`). Every routed state
 *   (`meta.route`) must have one, or a `meta.title` of its own; `npm run statecharts:check` fails otherwise.
 *   A sub-state with a title is a screen of its own in the flow (the same route in another situation).
 * - `labels`: what the user does or what the server answered, per transition. Keys, most specific first: the
 *   transition id (`state|EVENT|branch`), the event with its guard (`error: lookupCurp [isCurpNotFound]`), the
 *   event (`CURP.SEARCH`, `done: lookupCurp`, `error: lookupCurp`, `after tick`, `always`). A transition may also
 *   carry `meta: { label }`. An empty label hides the step (field edits stay out of the flow anyway).
 * - `happyPath`: the journey most people take, by screen key, highlighted in the flow, with its name.
 */
export interface FlowAtlas {
  titles: Readonly<Record<string, string>>;
  labels: Readonly<Record<string, string>>;
  happyPath?: { readonly name: string; readonly screens: readonly string[] };
}

/**
 * Types the atlas of a machine (keeps the object literal checked). Free of side effects, so a production build
 * that strips the atlas from the machines (scripts/build-plugins.ts) drops the atlas objects too: without the
 * annotation every flow chunk but the entry kept its atlas (the call crosses a chunk boundary).
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineAtlas(atlas: FlowAtlas): FlowAtlas {
  return atlas;
}
