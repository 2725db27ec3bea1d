/**
 * The promoter's quick-application machine lives in machines/promoter/ (setup, a file per state, assembly, view).
 * This entry keeps the flow's name in machines/ for the model registry and the statecharts generator.
 */
export * from './promoter/index';
