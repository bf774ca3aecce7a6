/** An enumeration of the forms: the value is stored, the label is shown and sent to the model. */
export type Option<V extends string = string> = { value: V; label: string };

const options = <const V extends string>(list: readonly Option<V>[]) => list;

export const strategyObjectives = options([
  { value: "aumentar_vendas", label: "Aumentar vendas" },
  { value: "aumentar_seguidores", label: "Aumentar seguidores" },
  { value: "gerar_autoridade", label: "Gerar autoridade" },
  { value: "atrair_clientes", label: "Atrair clientes" },
]);

export const postingFrequencies = options([
  { value: "1x_semana", label: "1x por semana" },
  { value: "2-3x_semana", label: "2 a 3x por semana" },
  { value: "4-5x_semana", label: "4 a 5x por semana" },
]);

export const channels = options([
  { value: "instagram", label: "Instagram" },
  { value: "facebook", label: "Facebook" },
  { value: "linkedin", label: "LinkedIn" },
  { value: "youtube", label: "YouTube" },
  { value: "tiktok", label: "TikTok" },
  { value: "twitter", label: "Twitter/X" },
  { value: "whatsapp_status", label: "WhatsApp Status" },
  { value: "whatsapp_canal", label: "WhatsApp Canal" },
]);

/** A channel as posts, plans and calendars store it (migration 0018): its value. */
export type Channel = (typeof channels)[number]["value"];

export const strategyTones = options([
  { value: "profissional", label: "Profissional" },
  { value: "elegante", label: "Elegante" },
  { value: "descontraido", label: "Descontraído" },
  { value: "inspirador", label: "Inspirador" },
  { value: "empatico", label: "Empático" },
  { value: "confiante", label: "Confiante" },
]);

export const scriptFormats = options([
  { value: "video", label: "Vídeo" },
  { value: "imagem", label: "Imagem" },
  { value: "carrossel", label: "Carrossel" },
  { value: "stories", label: "Stories" },
]);

export const scriptObjectives = options([
  { value: "promover", label: "Promover" },
  { value: "conectar", label: "Conectar" },
  { value: "informar", label: "Informar" },
  { value: "entreter", label: "Entreter" },
]);

export const scriptTones = options([
  { value: "inspirador", label: "Inspirador" },
  { value: "descontraido", label: "Descontraído" },
  // Was "Apelativo", which reads as sensationalist in pt-BR (issue 33); LEGACY_SCRIPT_TONES.
  { value: "persuasivo", label: "Persuasivo" },
  { value: "educativo", label: "Educativo" },
  { value: "formal", label: "Formal" },
]);

/**
 * Script tones that were renamed: a request or a kept form draft naming the old value gets
 * the new one (texts written before keep their old label as written).
 */
export const LEGACY_SCRIPT_TONES = { apelativo: "persuasivo" } as const;

export const values = <V extends string>(list: readonly Option<V>[]) =>
  list.map((o) => o.value) as [V, ...V[]];

export function labelOf<V extends string>(list: readonly Option<V>[], value: V): string {
  return list.find((o) => o.value === value)?.label ?? value;
}

/** What a channel is called wherever it is shown: pages, exports, e-mails and prompts. */
export const channelLabel = (channel: Channel) => labelOf(channels, channel);
