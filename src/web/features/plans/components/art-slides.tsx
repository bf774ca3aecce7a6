import { ART_FORMATS, type ArtFormat } from "@shared/art-formats";
import type { PostArt } from "@shared/art-schemas";
import { slideFileName } from "@shared/file-names";
import type { PlanDetail, PlanPost } from "@shared/plans";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { artZipUrl, slideUrl } from "../api/post-art";
import { SlideEditor } from "./slide-editor";

/** The thumbnails' width in CSS pixels; their height follows the art's size. */
const THUMB = 112;

/**
 * A post's slides as the server draws them (lazy images, a new URL with each version of the
 * post), the one picked open to edit, and the carousel's size. Each save is a new version.
 */
export function ArtSlides({
  plan,
  post,
  art,
  onSave,
}: {
  plan: PlanDetail;
  post: PlanPost;
  art: PostArt;
  onSave: (art: PostArt) => void;
}) {
  const [picked, setPicked] = useState(0);
  const at = Math.min(picked, art.slides.length - 1);
  const slide = art.slides[at];
  const size = ART_FORMATS[art.format];
  const withSlides = (slides: PostArt["slides"]) => onSave({ ...art, slides });
  const move = (by: -1 | 1) => {
    const slides = [...art.slides];
    const [moved] = slides.splice(at, 1);
    if (!moved) return;
    slides.splice(at + by, 0, moved);
    withSlides(slides);
    setPicked(at + by);
  };
  return (
    <div className="space-y-3">
      <ol aria-label="Slides" className="flex gap-2 overflow-x-auto pb-1">
        {art.slides.map((s, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place in the carousel.
          <li key={index} className="shrink-0">
            <button
              type="button"
              aria-pressed={index === at}
              aria-label={`Slide ${index + 1}: ${s.title}`}
              onClick={() => setPicked(index)}
              className="rounded-md border-2 border-transparent p-0.5 aria-pressed:border-primary"
            >
              <img
                src={slideUrl(plan.id, post, index + 1)}
                alt=""
                loading="lazy"
                decoding="async"
                width={THUMB}
                height={Math.round((THUMB * size.height) / size.width)}
                className="rounded bg-muted"
              />
            </button>
          </li>
        ))}
      </ol>
      {slide && (
        <SlideEditor
          key={`${at}-${post.version}`}
          slide={slide}
          place={at + 1}
          total={art.slides.length}
          onSave={(edited) => withSlides(art.slides.map((s, i) => (i === at ? edited : s)))}
          onMove={move}
          onRemove={() => withSlides(art.slides.filter((_, i) => i !== at))}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" className="min-h-11 sm:min-h-10">
          <a href={slideUrl(plan.id, post, at + 1)} download={slideFileName(post, at + 1)}>
            <Download aria-hidden="true" />
            Baixar slide {at + 1}
          </a>
        </Button>
        <Button asChild variant="outline" className="min-h-11 sm:min-h-10">
          <a href={artZipUrl(plan.id, post.id)} download>
            <Download aria-hidden="true" />
            Baixar todos (ZIP)
          </a>
        </Button>
      </div>
      <FormField label="Tamanho da arte">
        <Select
          value={art.format}
          onChange={(e) => onSave({ ...art, format: e.target.value as ArtFormat })}
        >
          {Object.entries(ART_FORMATS).map(([value, { label }]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
    </div>
  );
}
