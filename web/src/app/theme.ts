import { createTheme } from '@mantine/core';

/**
 * The spec's mobile breakpoint is 1024 px (practice-and-support §9). Mantine's `md` is 992 px by
 * default; moving it to 64em lets every `hiddenFrom="md"` / `breakpoint: 'md'` mean exactly that.
 */
export const MOBILE_BREAKPOINT = 'md';

export const theme = createTheme({
  primaryColor: 'indigo',
  breakpoints: { xs: '36em', sm: '48em', md: '64em', lg: '75em', xl: '88em' },
});
