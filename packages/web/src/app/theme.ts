/**
 * Mantine theme. Breakpoints follow the seed (sm 320, 2sm 380, md 768, lg 960, xl 1200,
 * 2xl 1600, 3xl 1920 px). Mantine has five ascending names: md, lg and xl match the seed's;
 * Mantine's xs is the seed's sm (320) and Mantine's sm the seed's 2sm (380). The two widest
 * seed breakpoints are only needed in CSS, from SEED_BREAKPOINTS_PX.
 */
import {
  Alert,
  Anchor,
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  Drawer,
  type MantineColorsTuple,
  Menu,
  Modal,
  Notification,
  Pagination,
  TableScrollContainer,
} from '@mantine/core';
import { grisAccesible, paletaAccesible } from './colores-accesibles.ts';

const marca: MantineColorsTuple = [
  '#eaf1fb',
  '#d3e0f2',
  '#a5bfe5',
  '#739cd8',
  '#4b7fcd',
  '#326cc6',
  '#2562c4',
  '#1a52ad',
  '#11489b',
  '#003d89',
];

/**
 * Every palette the light scheme uses, at WCAG 2.2 AA (issue 24): see colores-accesibles.ts. The
 * dark palette only serves the dark scheme, which the app does not offer.
 */
const colores = Object.fromEntries(
  Object.entries({ ...DEFAULT_THEME.colors, brand: marca })
    .filter(([nombre]) => nombre !== 'dark')
    .map(([nombre, paleta]) => [nombre, nombre === 'gray' ? grisAccesible(paleta) : paletaAccesible(paleta)]),
) as Record<string, MantineColorsTuple>;

/**
 * Mantine writes errors in red 6 and placeholders in gray 5 (2:1 on white): errors take red 7 and
 * placeholders the dimmed grey, both at AA.
 */
export const variablesAccesibles: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-error': 'var(--mantine-color-red-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-dimmed)',
  },
  dark: {},
});

const NOMBRES_PAGINACION = {
  first: 'Primera página',
  previous: 'Retroceder una página',
  next: 'Avanzar una página',
  last: 'Última página',
} as const;

export const SEED_BREAKPOINTS_PX = {
  sm: 320,
  '2sm': 380,
  md: 768,
  lg: 960,
  xl: 1200,
  '2xl': 1600,
  '3xl': 1920,
};

export const theme = createTheme({
  primaryColor: 'brand',
  colors: colores,
  primaryShade: { light: 7, dark: 5 },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  // Tours, dialogs, menus and toasts appear without motion for whoever asks the system for less
  // (WCAG 2.3.3, issue 24): Mantine's transitions then last 0 ms.
  respectReducedMotion: true,
  breakpoints: {
    xs: '20em',
    sm: '23.75em',
    md: '48em',
    lg: '60em',
    xl: '75em',
  },
  components: {
    // Mantine's close buttons are icons without a name: every dialog, drawer and toast gets a
    // Spanish one here (WCAG 4.1.2, issue 24). Not 'Cerrar': many dialogs have a visible
    // 'Cerrar' button, which must stay the only control a person (or a journey) finds by it.
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Salir de la ventana' } } }),
    // An alert's close button is 20 px: at least 24 px, WCAG 2.5.8's minimum target.
    Alert: Alert.extend({ styles: { closeButton: { minWidth: 24, minHeight: 24 } } }),
    // The arrows of every pager, named (WCAG 4.1.2); not 'Siguiente'/'Anterior', which name the
    // review's own buttons.
    Pagination: Pagination.extend({
      defaultProps: {
        getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
          'aria-label': NOMBRES_PAGINACION[control],
        }),
      },
    }),
    // Links read as links inside a sentence, not by colour alone (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Salir del panel' } } }),
    // Mantine puts a focusable, role-less placeholder first inside every open menu, which a
    // role="menu" may not hold (axe aria-required-children); without it the first item takes the
    // focus on opening, as the WAI-ARIA menu pattern expects.
    Menu: Menu.extend({ defaultProps: { withInitialFocusPlaceholder: false } }),
    // A table wider than a phone scrolls sideways: its viewport takes the focus so the keyboard
    // can scroll it too (axe scrollable-region-focusable, WCAG 2.1.1).
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Descartar notificación' } },
    }),
  },
});
