import { type ContactInput, contactSchema } from "@shared/contact";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type { ContactInput };
export { contactSchema };
export type ContactReceipt = { id: string; createdAt: string };

/** The server picks the recipient: the browser only sends what the user wrote. */
export const sendContact = (input: ContactInput) =>
  api<ContactReceipt>("/api/contact", { method: "POST", body: input });

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
