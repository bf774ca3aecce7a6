/** "Acesso: todas as marcas", or the names of the brands a member is limited to. */
export function accessLabel(brandIds: string[] | null, brandNames: ReadonlyMap<string, string>) {
  if (brandIds === null) return "Acesso: todas as marcas";
  const names = brandIds.flatMap((id) => brandNames.get(id) ?? []);
  return names.length > 0 ? `Acesso: ${names.join(", ")}` : "Acesso: nenhuma marca";
}
