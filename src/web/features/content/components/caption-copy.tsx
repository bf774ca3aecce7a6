import type { CaptionFields } from "@shared/generation/caption-fields";
import {
  ALT_TEXT_MAX,
  CHANNEL_LIMITS,
  captionProblems,
  characterCount,
  textForNetwork,
} from "@shared/generation/captions";
import type { Channel } from "@shared/generation/options";
import { withThousands } from "@shared/limits";
import { CopyButton } from "@/components/copy-button";
import { cn } from "@/lib/utils";

/** "123 / 2.200": red, and said so, once over the limit. */
export function Counter({ label, count, max }: { label: string; count: number; max: number }) {
  const over = count > max;
  return (
    <span
      className={cn("text-xs", over ? "font-medium text-destructive" : "text-muted-foreground")}
    >
      {label}: {withThousands(count)} / {withThousands(max)}
      {over && " (acima do limite)"}
    </span>
  );
}

/** The channel's counters for a caption: its length with the hashtags, the hashtags, the alt text. */
export function CaptionCounters({ fields, channel }: { fields: CaptionFields; channel: Channel }) {
  const limits = CHANNEL_LIMITS[channel];
  return (
    <div className="flex flex-wrap gap-2" aria-live="polite">
      <Counter
        label="Caracteres"
        count={characterCount(textForNetwork(fields))}
        max={limits.caption}
      />
      <Counter label="Hashtags" count={fields.hashtags.length} max={limits.hashtags} />
      <Counter
        label="Texto alternativo"
        count={characterCount(fields.altText)}
        max={ALT_TEXT_MAX}
      />
    </div>
  );
}

/**
 * "Copiar para a rede" copies caption and hashtags exactly as they go on the post; over a
 * limit it says so (the text is still copied: the marketer may post it elsewhere). The alt
 * text and the first comment have their own buttons.
 */
export function CaptionCopyButtons({
  fields,
  channel,
}: {
  fields: CaptionFields;
  channel: Channel;
}) {
  const over = captionProblems(fields, channel).length > 0;
  return (
    <div className="flex flex-wrap gap-2">
      <CopyButton
        text={textForNetwork(fields)}
        label={over ? "Copiar (acima do limite)" : "Copiar para a rede"}
        className={cn("min-h-11 sm:min-h-9", over && "border-destructive text-destructive")}
      />
      {fields.altText.trim() && (
        <CopyButton
          text={fields.altText.trim()}
          label="Copiar texto alternativo"
          className="min-h-11 sm:min-h-9"
        />
      )}
      {fields.firstComment.trim() && (
        <CopyButton
          text={fields.firstComment.trim()}
          label="Copiar primeiro comentário"
          className="min-h-11 sm:min-h-9"
        />
      )}
    </div>
  );
}
