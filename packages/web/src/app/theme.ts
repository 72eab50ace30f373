/**
 * Mantine theme. Breakpoints follow the seed (sm 320, 2sm 380, md 768, lg 960, xl 1200,
 * 2xl 1600, 3xl 1920 px). Mantine has five ascending names: md, lg and xl match the seed's;
 * Mantine's xs is the seed's sm (320) and Mantine's sm the seed's 2sm (380). The two widest
 * seed breakpoints are only needed in CSS, from SEED_BREAKPOINTS_PX.
 */
import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';
import { DATE_FORMAT } from '../lib/dates.ts';

const brand: MantineColorsTuple = [
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
  colors: { brand },
  primaryShade: { light: 7, dark: 5 },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  defaultRadius: 'md',
  breakpoints: {
    xs: '20em',
    sm: '23.75em',
    md: '48em',
    lg: '60em',
    xl: '75em',
  },
  // Colombian dates read dd/mm/yyyy wherever a date field appears.
  components: {
    DateInput: DateInput.extend({ defaultProps: { valueFormat: DATE_FORMAT } }),
    DatePickerInput: DatePickerInput.extend({ defaultProps: { valueFormat: DATE_FORMAT } }),
  },
});
