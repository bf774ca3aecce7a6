import {
  MAX_LIST_ITEM,
  MAX_LIST_ITEMS,
  MAX_SLIDE_BODY,
  MAX_SLIDE_TITLE,
  SLIDE_LAYOUTS,
  type SlideLayout,
} from "@shared/art";
import type { Slide } from "@shared/art-schemas";
import { ArrowLeft, ArrowRight, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, MAX_LIST_ITEMS);

/**
 * One slide's text and layout, saved together ("Salvar slide": a new version of the post, drawn
 * again); moving and removing it are saved at once.
 */
export function SlideEditor({
  slide,
  place,
  total,
  onSave,
  onMove,
  onRemove,
}: {
  slide: Slide;
  /** Its place, counted from 1 as the carousel shows it. */
  place: number;
  total: number;
  onSave: (slide: Slide) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const [layout, setLayout] = useState<SlideLayout>(slide.layout);
  const [title, setTitle] = useState(slide.title);
  const [body, setBody] = useState(slide.body);
  const [items, setItems] = useState(slide.items.join("\n"));
  const changed =
    layout !== slide.layout ||
    title !== slide.title ||
    body !== slide.body ||
    linesOf(items).join("\n") !== slide.items.join("\n");
  return (
    <fieldset className="space-y-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">
        Slide {place} de {total}
      </legend>
      <FormField label="Layout do slide">
        <Select value={layout} onChange={(e) => setLayout(e.target.value as SlideLayout)}>
          {Object.entries(SLIDE_LAYOUTS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Título do slide">
        <Input
          value={title}
          maxLength={MAX_SLIDE_TITLE}
          onChange={(e) => setTitle(e.target.value)}
        />
      </FormField>
      <FormField label="Texto do slide">
        <Textarea
          value={body}
          maxLength={MAX_SLIDE_BODY}
          onChange={(e) => setBody(e.target.value)}
        />
      </FormField>
      {layout === "list" && (
        <FormField label="Itens da lista" hint={`Um por linha, até ${MAX_LIST_ITEMS}.`}>
          <Textarea
            value={items}
            maxLength={MAX_LIST_ITEMS * (MAX_LIST_ITEM + 1)}
            onChange={(e) => setItems(e.target.value)}
          />
        </FormField>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          className="min-h-11 sm:min-h-10"
          disabled={!changed || !title.trim()}
          onClick={() => onSave({ layout, title, body, items: linesOf(items) })}
        >
          Salvar slide
        </Button>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 sm:min-h-10"
          disabled={place === 1}
          onClick={() => onMove(-1)}
        >
          <ArrowLeft aria-hidden="true" />
          Mover para trás
        </Button>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 sm:min-h-10"
          disabled={place === total}
          onClick={() => onMove(1)}
        >
          <ArrowRight aria-hidden="true" />
          Mover para frente
        </Button>
        <Button
          type="button"
          variant="outline"
          className="min-h-11 sm:min-h-10"
          disabled={total === 1}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          Remover slide
        </Button>
      </div>
    </fieldset>
  );
}
