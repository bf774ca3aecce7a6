/**
 * A whole number as pt-BR writes it: 5000 is "5.000". By hand, like the dates' names
 * (shared/dates.ts): the first Intl formatter of a page loads its locale's data (about 14 ms
 * here, four times that on Lighthouse's phone), and these numbers are written as pages start
 * (the forms' limits) and draw (a pager's total) (issue 47).
 */
export const withThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ".");

/** The longest text any single form field may carry. */
export const MAX_FIELD_LENGTH = 5000;
export const MAX_FIELD_MESSAGE = `Este campo aceita no máximo ${withThousands(MAX_FIELD_LENGTH)} caracteres.`;
