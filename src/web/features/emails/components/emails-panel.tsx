import { emailKinds } from "@shared/emails";
import { useState } from "react";
import { NumberedPager } from "@/components/ui/pager";
import { Spinner } from "@/components/ui/spinner";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { formatDateTime } from "@/lib/format";
import { useContactMessages, useEmails } from "../api/emails";
import { DeliveryBadge } from "./delivery-badge";
import { OutboxLinksNotice } from "./outbox-links-notice";

function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className="py-6 text-destructive">
      {message}
    </p>
  );
}

function ContactMessagesTable() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useContactMessages(page);
  if (isLoading) return <Spinner />;
  if (!data) return <LoadError message={error?.message ?? "Erro ao carregar mensagens."} />;
  if (data.items.length === 0) {
    return <p className="py-6 text-muted-foreground">Nenhuma mensagem de contato.</p>;
  }
  return (
    <>
      <Table cards>
        <TableHeader>
          <TableRow>
            <TableHead>Nome</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Mensagem</TableHead>
            <TableHead>Entrega</TableHead>
            <TableHead>Recebida em</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="font-medium">{item.name}</TableCell>
              <TableCell label="Email">{item.email}</TableCell>
              <TableCell label="Mensagem" className="max-w-md whitespace-pre-wrap break-words">
                {item.message}
              </TableCell>
              <TableCell label="Entrega">
                <DeliveryBadge delivery={item.delivery} />
              </TableCell>
              <TableCell label="Recebida em">{formatDateTime(item.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <NumberedPager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={setPage}
      />
    </>
  );
}

function EmailsTable() {
  const [page, setPage] = useState(1);
  const { data, isLoading, error } = useEmails(page);
  if (isLoading) return <Spinner />;
  if (!data) return <LoadError message={error?.message ?? "Erro ao carregar emails."} />;
  if (data.items.length === 0) return <p className="py-6 text-muted-foreground">Nenhum email.</p>;
  return (
    <>
      {data.linksShown && <OutboxLinksNotice />}
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Tipo</TableHead>
            <TableHead>Para</TableHead>
            <TableHead>Assunto e texto</TableHead>
            <TableHead>Entrega</TableHead>
            <TableHead>Criado em</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.items.map((item) => (
            <TableRow key={item.id}>
              <TableCell label="Tipo">{emailKinds[item.kind]}</TableCell>
              <TableCell label="Para">{item.toAddress}</TableCell>
              <TableCell className="max-w-md">
                <details>
                  <summary className="cursor-pointer font-medium">{item.subject}</summary>
                  <pre className="mt-2 whitespace-pre-wrap break-words font-sans text-sm text-muted-foreground">
                    {item.textBody}
                  </pre>
                </details>
              </TableCell>
              <TableCell>
                <DeliveryBadge delivery={item} />
              </TableCell>
              <TableCell label="Criado em">{formatDateTime(item.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <NumberedPager
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        onPage={setPage}
      />
    </>
  );
}

/** Contact messages and every e-mail with its delivery state; without SMTP, the outbox. */
export function EmailsPanel() {
  return (
    <Tabs defaultValue="messages">
      <TabsList>
        <TabsTrigger value="messages">Mensagens de contato</TabsTrigger>
        <TabsTrigger value="emails">Emails enviados e caixa de saída</TabsTrigger>
      </TabsList>
      <TabsContent value="messages">
        <ContactMessagesTable />
      </TabsContent>
      <TabsContent value="emails">
        <EmailsTable />
      </TabsContent>
    </Tabs>
  );
}
