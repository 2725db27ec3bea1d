export {
  THEME_STORAGE_KEY,
  type ThemeApi,
  type ThemeName,
  type ThemePreference,
  ThemeProvider,
  useTheme,
} from './ThemeProvider';
