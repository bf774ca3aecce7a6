import { type VersionOrigin, versionMadeLabel } from "./generation/versions.ts";
import type { PostTextField } from "./plans.ts";

/**
 * What a post's version says it changed (issue 44): "Legenda gerada", "Gancho: opção 2 de 3",
 * "Notas editadas à mão", "Gancho restaurado da versão 1"; several fields at once, how they
 * were changed and which ("Editado à mão · gancho e notas"). A first version says where the post
 * came from.
 */

/** A field's name and the ending its participles take (o, a, as). */
const FIELD_NAMES: Record<PostTextField, { name: string; ending: "o" | "a" | "as" }> = {
  theme: { name: "Tema", ending: "o" },
  hook: { name: "Gancho", ending: "o" },
  callToAction: { name: "Chamada para ação", ending: "a" },
  notes: { name: "Notas", ending: "as" },
  caption: { name: "Legenda", ending: "a" },
  art: { name: "Arte", ending: "a" },
};

/** A version as the list reads it: how it was made and which fields it changed. */
export type PostVersionSummary = VersionOrigin & { number: number; changed: PostTextField[] };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const withInstruction = (label: string, instruction: string | null | undefined) =>
  instruction ? `${label}: ${instruction}` : label;

/** One field changed: its name and what was done to it. */
function oneField(field: PostTextField, origin: VersionOrigin): string {
  const { name, ending } = FIELD_NAMES[field];
  switch (origin.made) {
    case "generated":
      return `${name} gerad${ending}`;
    case "regenerated":
      return withInstruction(`${name} gerad${ending} novamente`, origin.instruction);
    case "variation":
      return `${name}: ${origin.instruction ? lowerFirst(origin.instruction) : "variação"}`;
    case "ai_edit":
      return withInstruction(`${name} editad${ending} com IA`, origin.instruction);
    case "manual":
      return `${name} editad${ending} à mão`;
    case "restored":
      return origin.restoredFrom
        ? `${name} restaurad${ending} da versão ${origin.restoredFrom}`
        : `${name} restaurad${ending}`;
  }
}

const listed = (names: string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;

export function postVersionLabel(version: PostVersionSummary): string {
  if (version.number === 1) {
    return version.made === "manual" ? "Criada à mão" : "Criada com o plano";
  }
  const [only, ...more] = version.changed;
  if (!only) return versionMadeLabel(version);
  if (more.length === 0) return oneField(only, version);
  const names = version.changed.map((field) => FIELD_NAMES[field].name.toLowerCase());
  return `${versionMadeLabel(version)} · ${listed(names)}`;
}
