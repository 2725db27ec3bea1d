/**
 * The Spanish name of each flow machine, as a product owner calls it, shown in the atlas's sidebar and summary with
 * the machine's code id beside it (`Registro · signup`). A model in tests/model/registry.ts without a name here is a
 * label problem: `npm run statecharts:check` fails.
 */
export const FLOW_NAMES: Readonly<Record<string, string>> = {
  session: 'Sesión del cliente',
  login: 'Inicio de sesión',
  alert: 'Alertas',
  password: 'Recuperar contraseña',
  signup: 'Registro',
  application: 'Solicitud de crédito',
  storeSearch: 'Búsqueda de comercio',
  storeLink: 'Link de tienda',
  documents: 'Documentos de identidad',
  signing: 'Firma del contrato',
  home: 'Inicio del cliente',
  promoterSignin: 'Acceso del promotor',
  promoter: 'Solicitud rápida del promotor',
};

/**
 * The rules outside the flows (`ruleModels` in tests/model/registry.ts): their Spanish name, and the app's pure
 * functions each one's machine (`tests/rules/<name>/<name>.rules.ts`, not an app machine) asks at every step, with
 * their file. The atlas shows them as rules ("Reglas fuera de los flujos"), never as machines of `machines/`. A rule
 * model without an entry here is a label problem: `npm run statecharts:check` fails.
 */
export const RULE_NAMES: Readonly<
  Record<string, { title: string; source: string; functions: readonly string[] }>
> = {
  drafts: {
    title: 'Borradores guardados',
    source: 'src/app/drafts/index.ts',
    functions: ['readDraft', 'writeDraft'],
  },
  shellMenu: { title: 'Menú lateral por rol', source: 'src/app/shell/menu.ts', functions: ['menuEntries'] },
  purchases: {
    title: 'Mi cuenta: pestañas e insignias',
    source: 'machines/account/view.ts',
    functions: ['purchasesView', 'standingLabel'],
  },
};

/** The Spanish name of a flow or rule; its code id when it has none (and the check reports it). */
export function flowName(name: string): string {
  return FLOW_NAMES[name] ?? RULE_NAMES[name]?.title ?? name;
}
