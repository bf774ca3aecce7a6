import { SLIDE_LAYOUTS } from "@shared/art";
import type { PlanDetail, PlanPost } from "@shared/plans";
import { Images } from "lucide-react";
import { WEEK_ART } from "../api/post-art";
import { PostRunButton } from "./post-run-button";

/** A post's art: "Criar arte" until it has slides, then its slides. */
export function PostArt({ plan, post }: { plan: PlanDetail; post: PlanPost }) {
  const slides = post.art?.slides ?? [];
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">Arte</h3>
      {slides.length > 0 ? (
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {slides.map((slide, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place in the carousel.
            <li key={index}>
              <span className="text-muted-foreground">{SLIDE_LAYOUTS[slide.layout]}:</span>{" "}
              {slide.title}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">
          Esta publicação ainda não tem arte. A IA divide o roteiro e a legenda em slides de
          carrossel, desenhados nas cores, fontes e logo da marca.
        </p>
      )}
      <PostRunButton
        plan={plan}
        post={post}
        tool={WEEK_ART}
        has={post.art !== null}
        icon={Images}
        words={{
          create: "Criar arte",
          again: "Gerar outra arte",
          running: "Criando arte…",
          created: "Arte criada",
        }}
      />
    </div>
  );
}
