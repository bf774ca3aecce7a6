import { format } from "date-fns";
import { ptBR } from "date-fns/locale";

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** 15/05/2025 */
export const formatDate = (value: Date | string) =>
  format(toDate(value), "dd/MM/yyyy", { locale: ptBR });

/** 15/05/2025 às 14:30 */
export const formatDateTime = (value: Date | string) =>
  format(toDate(value), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR });

/** 15 de maio de 2025 */
export const formatLongDate = (value: Date | string) =>
  format(toDate(value), "d 'de' MMMM 'de' yyyy", { locale: ptBR });

const brl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });

/** R$ 29,99 */
export const formatMoney = (value: number) => brl.format(value).replace(/\u00a0/g, " ");
