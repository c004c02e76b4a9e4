import type { ColorSystemOptions, ThemeOptions } from '@mui/material/styles';

/** Brand: a deep plum with a warm gold accent, tuned for contrast in both schemes. */
export const brand = {
  plum: {
    50: '#f4f1fd',
    100: '#e6defb',
    300: '#b8a4ff',
    500: '#7a5cf0',
    700: '#5b3cc4',
    900: '#33206f',
  },
  gold: { 300: '#f7cd74', 500: '#f4b740', 700: '#a86f00' },
  ink: {
    50: '#f7f6f9',
    100: '#eceaf1',
    300: '#c9c5d3',
    600: '#5d5870',
    800: '#2a2733',
    900: '#16141c',
  },
};

export const colorSchemes: Record<'light' | 'dark', ColorSystemOptions> = {
  light: {
    palette: {
      primary: {
        main: brand.plum[700],
        light: brand.plum[500],
        dark: brand.plum[900],
        contrastText: '#fff',
      },
      secondary: { main: brand.gold[500], dark: brand.gold[700], contrastText: brand.ink[900] },
      background: { default: brand.ink[50], paper: '#ffffff' },
      text: { primary: brand.ink[900], secondary: brand.ink[600] },
      divider: brand.ink[100],
    },
  },
  dark: {
    palette: {
      primary: {
        main: brand.plum[300],
        light: brand.plum[100],
        dark: brand.plum[500],
        contrastText: brand.ink[900],
      },
      secondary: { main: brand.gold[300], dark: brand.gold[500], contrastText: brand.ink[900] },
      background: { default: '#100e15', paper: '#1b1822' },
      text: { primary: '#f2f0f7', secondary: '#b9b4c7' },
      divider: 'rgba(255,255,255,0.1)',
    },
  },
};

export const typography: ThemeOptions['typography'] = {
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  h1: {
    fontSize: 'clamp(2.25rem, 5vw, 3.5rem)',
    fontWeight: 800,
    letterSpacing: '-0.02em',
    lineHeight: 1.1,
  },
  h2: { fontSize: 'clamp(1.75rem, 3.5vw, 2.5rem)', fontWeight: 750, letterSpacing: '-0.015em' },
  h3: { fontSize: '1.5rem', fontWeight: 700 },
  h4: { fontSize: '1.25rem', fontWeight: 700 },
  h5: { fontSize: '1.1rem', fontWeight: 650 },
  h6: { fontSize: '1rem', fontWeight: 650 },
  button: { textTransform: 'none', fontWeight: 600 },
};

export const shape: ThemeOptions['shape'] = { borderRadius: 10 };
