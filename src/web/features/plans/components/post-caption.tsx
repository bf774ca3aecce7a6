import type { CaptionFields } from "@shared/generation/caption-fields";
import { hashtagsIn } from "@shared/generation/hashtags";
import type { Channel } from "@shared/generation/options";
import type { PlanDetail, PlanPost, PostUpdate } from "@shared/plans";
import { MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import { FormField } from "@/components/ui/form-field";
import { WEEK_CAPTIONS } from "../api/week-tools";
import { AutoSaveText } from "./autosave-text";
import { usePlanPieces } from "./plan-pieces";
import { PostOptions } from "./post-options";
import { PostRunButton } from "./post-run-button";

/** The caption's fields, each saved as it changes like the post's other fields. */
function CaptionEditor({
  caption,
  channel,
  onSave,
  options,
}: {
  caption: CaptionFields;
  channel: Channel;
  onSave: (caption: CaptionFields) => void;
  /** "Gerar 3 opções" for the caption's text, right under it. */
  options: ReactNode;
}) {
  const { CaptionCounters, CaptionCopyButtons } = usePlanPieces();
  const field = (key: "caption" | "altText" | "firstComment") => ({
    value: caption[key],
    onSave: (value: string) => onSave({ ...caption, [key]: value }),
  });
  return (
    <div className="space-y-3">
      <FormField label="Legenda">
        <AutoSaveText {...field("caption")} multiline />
      </FormField>
      {options}
      <FormField label="Hashtags" hint="Separadas por espaço.">
        <AutoSaveText
          value={caption.hashtags.join(" ")}
          onSave={(value) => onSave({ ...caption, hashtags: hashtagsIn(value) })}
        />
      </FormField>
      <FormField label="Texto alternativo">
        <AutoSaveText {...field("altText")} multiline />
      </FormField>
      <FormField label="Primeiro comentário">
        <AutoSaveText {...field("firstComment")} multiline />
      </FormField>
      <CaptionCounters fields={caption} channel={channel} />
      <CaptionCopyButtons fields={caption} channel={channel} />
    </div>
  );
}

/** A post's caption: "Criar legenda" until it has one, then its fields to edit and copy. */
export function PostCaption({
  plan,
  post,
  onChange,
  onCompare,
}: {
  plan: PlanDetail;
  post: PlanPost;
  onChange: (changes: PostUpdate) => void;
  /** "Gerar 3 opções" refused as stale: compare that version with the newest. */
  onCompare: (version: number) => void;
}) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">Legenda</h3>
      {post.caption ? (
        <CaptionEditor
          caption={post.caption}
          channel={post.channel}
          onSave={(caption) => onChange({ caption })}
          options={
            <PostOptions planId={plan.id} post={post} field="caption" onCompare={onCompare} />
          }
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          Esta publicação ainda não tem legenda. A IA escreve legenda, hashtags e texto alternativo
          a partir do tema, do gancho, da chamada para ação e do roteiro.
        </p>
      )}
      <PostRunButton
        plan={plan}
        post={post}
        tool={WEEK_CAPTIONS}
        has={post.caption !== null}
        icon={MessageSquareText}
        words={{
          create: "Criar legenda",
          again: "Gerar outra legenda",
          running: "Escrevendo legenda…",
          created: "Legenda criada",
        }}
      />
    </div>
  );
}
