import { brazilianDate } from "@shared/dates";
import { channelLabel, channels } from "@shared/generation/options";
import { POST_FORMATS } from "@shared/generation/post-rules";
import { type PlanDetail, type PlanPost, POST_STATUSES, type PostUpdate } from "@shared/plans";
import type { WorkspaceMember } from "@shared/workspaces";
import { Copy, History, Trash2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { AuthorLabel } from "@/components/author-label";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { ApiRequestError } from "@/lib/api-client";
import { useMe } from "@/lib/auth";
import { AutoSaveText } from "./autosave-text";
import { OptionList } from "./option-list";
import { PostOptions } from "./post-options";
import { PostPublishing } from "./post-publishing";
import { PostTask } from "./post-task";
import { postTools } from "./post-tools";
import { PostVersions } from "./post-versions";
import { PublishedLine, PublishNow } from "./publish-now";
import { type RefusedSave, StaleSave } from "./stale-save";

type PostPanelProps = {
  plan: PlanDetail;
  post: PlanPost | undefined;
  /** The team's members, to show and choose the post's responsible. */
  members: readonly WorkspaceMember[];
  onClose: () => void;
  /** `onRefused`: the server refused the change (a stale text save is a 409). */
  onChange: (post: PlanPost, changes: PostUpdate, onRefused?: (error: Error) => void) => void;
  onDuplicate: (post: PlanPost) => void;
  onDelete: (post: PlanPost) => void;
  deleting: boolean;
  /** What other features show under a post's fields (client approval's thread), from the route. */
  extras?: (post: PlanPost) => ReactNode;
};

/**
 * Every field of a post, each saved as it changes: a side panel on a wide screen, a full-height
 * sheet on a phone. Closing gives focus back to the post (found again by its id: a move
 * re-renders it on its new day).
 */
/**
 * The post's author's name: from the plan page's `authors`, or the viewer's own for a post they
 * just added (the page is read again after); null once the account is deleted.
 */
export function postAuthor(
  post: Pick<PlanPost, "authorId">,
  authors: Record<string, string>,
  viewer: { id: string; name: string } | null,
) {
  if (post.authorId === null) return null;
  return authors[post.authorId] ?? (post.authorId === viewer?.id ? viewer.name : null);
}

export function PostPanel(props: PostPanelProps) {
  const { post, onClose } = props;
  return (
    <Dialog open={post !== undefined} onOpenChange={(open) => !open && onClose()}>
      {post && (
        <DialogContent
          className="left-auto right-0 top-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none border-y-0 border-r-0 sm:max-w-md"
          returnFocusTo={() => document.querySelector<HTMLElement>(`[data-post-id="${post.id}"]`)}
        >
          <PostFields key={post.id} {...props} post={post} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function PostFields({
  plan,
  post,
  members,
  onChange,
  onDuplicate,
  onDelete,
  deleting,
  extras,
}: PostPanelProps & { post: PlanPost }) {
  const ids = useId();
  const { user } = useMe();
  const [confirming, setConfirming] = useState(false);
  const [versions, setVersions] = useState<{ open: boolean; compare?: number }>({ open: false });
  // A change refused because the post changed elsewhere; a later refusal adds its words.
  const [refused, setRefused] = useState<RefusedSave | null>(null);
  const refuse = (changes: PostUpdate) =>
    setRefused((prior) => ({
      from: prior?.from ?? post.version,
      shown: prior?.shown ?? post,
      changes: { ...prior?.changes, ...changes },
    }));
  const save = (changes: PostUpdate) =>
    onChange(post, changes, (error) => {
      if (error instanceof ApiRequestError && error.code === "STALE_VERSION") refuse(changes);
    });
  // "Gerar 3 opções" refused as stale: that version beside the newest, in "Versões".
  const compare = (version: number) => setVersions({ open: true, compare: version });
  const text = (field: "format" | "theme" | "hook" | "callToAction" | "notes") => ({
    value: post[field],
    onSave: (value: string) => save({ [field]: value }),
  });
  const commercialNames = [
    ...new Set([
      ...plan.commercialDates.map((d) => d.name),
      ...(post.commercialDate ? [post.commercialDate] : []),
    ]),
  ];
  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle>Editar publicação</DialogTitle>
        <DialogDescription>
          {channelLabel(post.channel)} · {brazilianDate(post.date)}. As alterações são salvas
          automaticamente.
        </DialogDescription>
        <AuthorLabel name={postAuthor(post, plan.authors, user)} className="text-left" />
      </DialogHeader>
      <div className="flex flex-col gap-4">
        {post.status === "publicado" ? (
          <PublishedLine
            post={post}
            name={postAuthor({ authorId: post.publishedBy }, plan.authors, user)}
          />
        ) : (
          <PublishNow
            planId={plan.id}
            post={post}
            onPublish={async () => save({ status: "publicado" })}
          />
        )}
        <PostTask plan={plan} post={post} members={members} />
        <PostPublishing plan={plan} post={post} />
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Data">
            <Input
              type="date"
              value={post.date}
              onChange={(event) => event.target.value && save({ date: event.target.value })}
            />
          </FormField>
          <FormField label="Status">
            <Select
              value={post.status}
              onChange={(event) => save({ status: event.target.value as PlanPost["status"] })}
            >
              <OptionList options={POST_STATUSES} />
            </Select>
          </FormField>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <FormField label="Canal">
            <Select
              value={post.channel}
              onChange={(event) => {
                const channel = channels.find((c) => c.value === event.target.value)?.value;
                if (channel) save({ channel });
              }}
            >
              <OptionList options={channels} />
            </Select>
          </FormField>
          <FormField label="Formato">
            <AutoSaveText {...text("format")} required list={`${ids}-formats`} />
          </FormField>
        </div>
        <datalist id={`${ids}-formats`}>
          {POST_FORMATS.map((f) => (
            <option key={f} value={f} />
          ))}
        </datalist>
        <FormField label="Tema">
          <AutoSaveText {...text("theme")} required multiline />
        </FormField>
        <FormField label="Gancho">
          <AutoSaveText {...text("hook")} multiline />
        </FormField>
        <PostOptions planId={plan.id} post={post} field="hook" onCompare={compare} />
        <FormField label="Chamada para ação">
          <AutoSaveText {...text("callToAction")} multiline />
        </FormField>
        <FormField label="Data comercial">
          <Select
            value={post.commercialDate ?? ""}
            onChange={(event) => save({ commercialDate: event.target.value || null })}
          >
            <option value="">Nenhuma</option>
            {commercialNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Notas">
          <AutoSaveText {...text("notes")} multiline />
        </FormField>
        {postTools.map(({ kind, Field }) => (
          <Field key={kind} plan={plan} post={post} onChange={save} onCompare={compare} />
        ))}
        {refused && (
          <StaleSave
            refused={refused}
            newest={post.version}
            onCompare={() => {
              setVersions({ open: true, compare: refused.from });
              // Words not saved stay until re-applied or discarded.
              if (Object.keys(refused.changes).length === 0) setRefused(null);
            }}
            onReapply={() => {
              setRefused(null);
              save(refused.changes);
            }}
            onDismiss={() => setRefused(null)}
          />
        )}
        <section aria-label="Versões do texto" className="space-y-3 border-t pt-4">
          <Button
            type="button"
            variant="outline"
            aria-expanded={versions.open}
            onClick={() => setVersions({ open: !versions.open })}
          >
            <History aria-hidden />
            Versões
          </Button>
          {versions.open && (
            <PostVersions
              key={versions.compare ?? "list"}
              planId={plan.id}
              post={post}
              compare={versions.compare}
              onRefused={() => refuse({})}
            />
          )}
        </section>
        <div className="flex flex-wrap gap-2 border-t pt-4">
          <Button type="button" variant="outline" onClick={() => onDuplicate(post)}>
            <Copy aria-hidden />
            Duplicar
          </Button>
          <Button
            type="button"
            variant="outline"
            className="text-destructive"
            onClick={() => setConfirming(true)}
          >
            <Trash2 aria-hidden />
            Excluir
          </Button>
        </div>
        {extras?.(post)}
      </div>
      <ConfirmDeleteDialog
        open={confirming}
        title="Excluir esta publicação?"
        description={`"${post.theme}" sai do plano. Esta ação não pode ser desfeita.`}
        confirmLabel="Excluir publicação"
        pending={deleting}
        onConfirm={() => onDelete(post)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
