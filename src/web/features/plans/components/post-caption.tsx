import { type CaptionFields, hashtagsIn } from "@shared/generation/captions";
import type { Channel } from "@shared/generation/options";
import type { PlanDetail, PlanPost, PostUpdate } from "@shared/plans";
import { MessageSquareText } from "lucide-react";
import type { ReactNode } from "react";
import { CaptionCopyButtons, CaptionCounters } from "@/components/caption-copy";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { useMe } from "@/lib/auth";
import { useCreateCaption } from "../api/post-caption";
import { AutoSaveText } from "./autosave-text";
import { PostOptions } from "./post-options";

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
  const { user } = useMe();
  const { state, start } = useCreateCaption(plan);
  const running = state.status === "running";
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
      {user?.hasProAccess && (
        <Button
          type="button"
          variant={post.caption ? "outline" : "default"}
          className="min-h-11 sm:min-h-10"
          disabled={running || user.isLocked}
          onClick={() => void start(post)}
        >
          <MessageSquareText aria-hidden="true" />
          {running ? "Escrevendo legenda…" : post.caption ? "Gerar outra legenda" : "Criar legenda"}
        </Button>
      )}
      <p
        role="status"
        aria-live="polite"
        className={state.status === "error" ? "text-sm text-destructive" : "sr-only"}
      >
        {state.status === "error" ? state.message : running ? "Escrevendo legenda…" : ""}
      </p>
    </div>
  );
}
