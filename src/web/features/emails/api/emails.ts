import type { AdminContactMessage } from "@shared/contact";
import type { EmailPage } from "@shared/emails";
import type { Paged } from "@shared/paging";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const fetchContactMessages = (page: number) =>
  api<Paged<AdminContactMessage>>(`/api/contact/admin/messages?page=${page}`);

export const fetchEmails = (page: number) => api<EmailPage>(`/api/emails?page=${page}`);

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
