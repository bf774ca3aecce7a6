import {
  brazilianDate,
  dayAndMonth,
  isoDay,
  MONTH_NAMES,
  shortWeekdayOf,
  twoDigits,
} from "@shared/dates";

const toDate = (value: Date | string) => (typeof value === "string" ? new Date(value) : value);

/** 15/05/2025: the day an instant falls on here. */
export const formatDate = (value: Date | string) => brazilianDate(isoDay(toDate(value)));

/** "15/03/2026 (domingo)": a calendar day (ISO), with its weekday. */
export const dayWithWeekday = (isoDate: string) =>
  `${brazilianDate(isoDate)} (${shortWeekdayOf(isoDate)})`;

/** 15/05/2025 às 14:30 */
export function formatDateTime(value: Date | string) {
  const date = toDate(value);
  return `${formatDate(date)} às ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** 15/05 às 14:30: an instant of these days, here. */
export function formatDayAndTime(value: Date | string) {
  const date = toDate(value);
  return `${dayAndMonth(isoDay(date))} às ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/** 15 de maio de 2025 */
export function formatLongDate(value: Date | string) {
  const date = toDate(value);
  return `${date.getDate()} de ${MONTH_NAMES[date.getMonth()]} de ${date.getFullYear()}`;
}

/** A formatter made on first use: the first Intl formatter of a page loads its locale's data
 * (~14 ms on this 2-core VM, four times that under Lighthouse's phone), which a page that shows
 * no money or sizes need not pay while it starts. */
const onFirstUse = (options: Intl.NumberFormatOptions) => {
  let formatter: Intl.NumberFormat | undefined;
  return () => {
    formatter ??= new Intl.NumberFormat("pt-BR", options);
    return formatter;
  };
};

const brl = onFirstUse({ style: "currency", currency: "BRL" });

/** R$ 29,99 */
export const formatMoney = (value: number) =>
  brl()
    .format(value)
    .replace(/\u00a0/g, " ");

const oneDecimal = onFirstUse({ maximumFractionDigits: 1 });
const byteUnits = ["bytes", "KB", "MB", "GB", "TB"];

/** 23,4 KB · 1,2 MB */
export function formatBytes(bytes: number) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${oneDecimal().format(value)} ${byteUnits[unit]}`;
}

const integer = onFirstUse({ maximumFractionDigits: 0 });

/** 3.000.000 */
export const formatCount = (value: number) => integer().format(value);

const usd = onFirstUse({ style: "currency", currency: "USD" });

/** US$ 4,50 */
export const formatUsd = (value: number) =>
  usd()
    .format(value)
    .replace(/\u00a0/g, " ");

/** "agora", "há 5 min", "há 3 h", "há 2 dias", then the date: how long ago, for a log's lines. */
export function formatTimeAgo(value: Date | string, now = new Date()) {
  const minutes = Math.floor((now.getTime() - toDate(value).getTime()) / 60_000);
  if (minutes < 1) return "agora";
  if (minutes < 60) return `há ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `há ${hours} h`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? "há 1 dia" : `há ${days} dias`;
  return formatDate(value);
}
