import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { colorSchemes, shape, typography } from './theme-primitives';
import { inputCustomizations } from './customizations/inputs';
import { surfaceCustomizations } from './customizations/surfaces';

/** The local-storage key the theme preference lives under (light, dark or system). */
export const THEME_STORAGE_KEY = 'theme';

const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes,
  typography,
  shape,
  components: { ...inputCustomizations, ...surfaceCustomizations },
});

/** One theme for the whole app: light, dark, or system (follows the OS live). */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={THEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
