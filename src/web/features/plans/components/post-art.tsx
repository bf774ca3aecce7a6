import type { PlanDetail, PlanPost, PostUpdate } from "@shared/plans";
import { Images } from "lucide-react";
import { WEEK_ART } from "../api/post-art";
import { ArtSlides } from "./art-slides";
import { PostRunButton } from "./post-run-button";

/** A post's art: "Criar arte" until it has slides, then its slides to see and edit. */
export function PostArt({
  plan,
  post,
  onChange,
}: {
  plan: PlanDetail;
  post: PlanPost;
  onChange: (changes: PostUpdate) => void;
}) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold">Arte</h3>
      {post.art ? (
        <ArtSlides plan={plan} post={post} art={post.art} onSave={(art) => onChange({ art })} />
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
