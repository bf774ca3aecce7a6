export function bannedMessage(reason: string | null) {
  return reason ? `Conta banida. Motivo: ${reason}` : "Conta banida.";
}
