import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { answer, api } from "@/lib/api-client";

export const fetchContactMessages = (page: number) =>
  answer(api.contact.admin.messages.$get({ query: { page: String(page) } }));

export const fetchEmails = (page: number) =>
  answer(api.emails.$get({ query: { page: String(page) } }));

export const contactMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["emails", "messages", page],
    queryFn: () => fetchContactMessages(page),
    placeholderData: keepPreviousData,
  });

export const emailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["emails", "emails", page],
    queryFn: () => fetchEmails(page),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (page: number) => useQuery(contactMessagesQueryOptions(page));
export const useEmails = (page: number) => useQuery(emailsQueryOptions(page));
