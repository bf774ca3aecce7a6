/** The longest text any single form field may carry. */
export const MAX_FIELD_LENGTH = 5000;
export const MAX_FIELD_MESSAGE = `Este campo aceita no máximo ${MAX_FIELD_LENGTH.toLocaleString("pt-BR")} caracteres.`;
