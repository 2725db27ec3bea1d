/**
 * The sign-up machine lives in machines/signup/ (setup, a file per state, assembly, view). This entry keeps the
 * flow's name in machines/ for the model registry and the statecharts generator.
 */
export * from './signup/index';
