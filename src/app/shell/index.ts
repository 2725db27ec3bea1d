export { AppShell, type AppShellProps, INSTALL_BANNER_SLOT_ID, MAIN_CONTENT_ID } from './AppShell';
export { HELP_MODAL_TITLE, HOW_IT_WORKS } from './helpContent';
export {
  APPLICATION_RESULT_ROUTES,
  INSTALL_BANNER_ROUTES,
  isMenuHidden,
  isResultPage,
  type MenuOptions,
  normalizePath,
  RESULT_ROUTES,
  showsBackButton,
  showsInstallBanner,
} from './paths';
export { initials, type ShellUser, shortName } from './userName';
