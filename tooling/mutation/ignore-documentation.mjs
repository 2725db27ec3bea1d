// @ts-check
/**
 * A Stryker ignorer (stryker.config.json `ignorers`): mutants in code the app never runs as behaviour are left
 * out of the score, each with its reason in Stryker's report:
 * - a state's `description` and a machine's `meta.atlas` (text and labels of the statecharts report);
 * - `setup({ types: { … } })` (a type-only declaration: its runtime value is never read);
 * - a placeholder actor whose only statement is `throw new Error('… not provided')` (the app and the tests
 *   always provide the real one; running without it is a programming error caught at start), and the name a
 *   shared `notProvided(name)` factory puts in that message.
 * Every other mutant counts, `meta.route` included.
 */
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** @param {any} node */
const keyName = (node) =>
  node && !node.computed && (node.key?.type === 'Identifier' ? node.key.name : node.key?.value);

/**
 * An object literal that holds documentation only: a state config or a `meta` with nothing but `description` and
 * `meta: { atlas }` (replacing it with `{}` changes no behaviour).
 * @param {any} node
 */
function isDocumentationOnly(node) {
  return (
    node?.type === 'ObjectExpression' &&
    node.properties.length > 0 &&
    node.properties.every((property) => {
      const key = keyName(property);
      if (key === 'description' || key === 'atlas') return true;
      return key === 'meta' && isDocumentationOnly(property.value);
    })
  );
}

/** @param {any} fn */
function isNotProvidedPlaceholder(fn) {
  const body = fn.node.body;
  if (body?.type !== 'BlockStatement' || body.body.length !== 1) return false;
  const statement = body.body[0];
  const arg = statement.type === 'ThrowStatement' ? statement.argument : null;
  const message = arg?.type === 'NewExpression' ? arg.arguments[0] : null;
  if (message?.type === 'StringLiteral') return message.value.endsWith('not provided');
  const last = message?.type === 'TemplateLiteral' ? message.quasis.at(-1)?.value.cooked : undefined;
  return typeof last === 'string' && last.endsWith('not provided');
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'documentation', {
    /** @param {any} path */
    shouldIgnore(path) {
      // The name handed to a shared placeholder factory: `notProvided('checkAccount')`.
      if (
        path.parentPath?.isCallExpression?.() &&
        path.parentPath.node.callee.type === 'Identifier' &&
        path.parentPath.node.callee.name === 'notProvided'
      )
        return "The name in a placeholder actor's message";
      if (isDocumentationOnly(path.node)) return 'An object of documentation only (description, meta.atlas)';
      for (let p = path; p; p = p.parentPath) {
        if (p.isObjectProperty?.()) {
          const key = keyName(p.node);
          if (key === 'description') return 'A state description: text of the statecharts report';
          if (key === 'atlas') return 'meta.atlas: labels of the statecharts report';
          if (key === 'types' && p.parentPath?.parentPath?.isCallExpression?.()) {
            const callee = p.parentPath.parentPath.node.callee;
            if (callee.type === 'Identifier' && callee.name === 'setup')
              return 'setup types: a type-only declaration';
          }
        }
        if (p.isFunction?.() && isNotProvidedPlaceholder(p))
          return 'A placeholder actor the app always provides';
      }
      return undefined;
    },
  }),
];
