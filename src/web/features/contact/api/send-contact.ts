import { type ContactInput, contactSchema } from "@shared/contact";
import { useMutation } from "@tanstack/react-query";
import { answer, api } from "@/lib/api-client";

export type { ContactInput };
export { contactSchema };

/** The server picks the recipient: the browser only sends what the user wrote. */
export const sendContact = (input: ContactInput) => answer(api.contact.$post({ json: input }));

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
