/** dd/MM/yyyy in São Paulo, where setupApp's browser runs: the dates the app shows. */
export const saoPauloDate = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});
