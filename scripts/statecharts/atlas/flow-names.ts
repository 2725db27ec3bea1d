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

/** The Spanish name of a flow; its code id when it has none (and the check reports it). */
export function flowName(name: string): string {
  return FLOW_NAMES[name] ?? name;
}
