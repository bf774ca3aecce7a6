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

const oneDecimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const byteUnits = ["bytes", "KB", "MB", "GB", "TB"];

/** 23,4 KB · 1,2 MB */
export function formatBytes(bytes: number) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${oneDecimal.format(value)} ${byteUnits[unit]}`;
}
