import type { AdminContactMessage, AdminEmail, EmailPage, Paged } from "@shared/contact";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type { AdminContactMessage, AdminEmail, Paged };

export const fetchContactMessages = (page: number) =>
  api<Paged<AdminContactMessage>>(`/api/contact/admin/messages?page=${page}`);

export const fetchEmails = (page: number) =>
  api<EmailPage>(`/api/contact/admin/outbox?page=${page}`);

export const contactMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["mail-admin", "messages", page],
    queryFn: () => fetchContactMessages(page),
    placeholderData: keepPreviousData,
  });

export const emailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ["mail-admin", "emails", page],
    queryFn: () => fetchEmails(page),
    placeholderData: keepPreviousData,
  });

export const useContactMessages = (page: number) => useQuery(contactMessagesQueryOptions(page));
export const useEmails = (page: number) => useQuery(emailsQueryOptions(page));
