import { ART_FORMATS } from "@shared/art-formats";
import { capitalized, dayAndMonth, spokenDate } from "@shared/dates";
import { channelLabel } from "@shared/generation/options";
import { postPath, postStatusLabel, type UpcomingPost } from "@shared/plans";
import { CalendarCheck, ImageOff } from "lucide-react";
import { Link } from "react-router";
import { ColorSwatch } from "@/components/color-swatch";
import { LoadFailed } from "@/components/load-failed";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { slideUrl } from "../api/post-art";
import { publishableText, usePublishPost, useTodaysPosts } from "../api/publish";
import { PublishedLine, PublishNow } from "./publish-now";

/** The cover's width in CSS pixels; its height follows the art's size. */
const THUMB = 96;

function Cover({ post }: { post: UpcomingPost }) {
  if (!post.art) {
    return (
      <div className="flex size-24 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-6" />
        <span className="sr-only">Sem arte</span>
      </div>
    );
  }
  const size = ART_FORMATS[post.art.format];
  return (
    <img
      src={slideUrl(post.planId, post, 1)}
      alt={`Capa da arte: ${post.art.slides[0]?.title ?? post.theme}`}
      loading="lazy"
      decoding="async"
      width={THUMB}
      height={Math.round((THUMB * size.height) / size.width)}
      className="shrink-0 self-start rounded-md bg-muted"
    />
  );
}

function TodaysPost({ post, today }: { post: UpcomingPost; today: string }) {
  const publish = usePublishPost();
  const caption = publishableText(post);
  const headingId = `hoje-${post.id}`;
  return (
    <article aria-labelledby={headingId} className="flex gap-3 py-4">
      <Cover post={post} />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="space-y-1">
          <h2 id={headingId} className="break-words font-semibold leading-snug">
            {post.theme}
          </h2>
          <p className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
            <ColorSwatch color={post.brandColor} className="h-2.5 w-2.5" />
            {channelLabel(post.channel)} · {post.format} · {post.planTitle}
          </p>
          <div className="flex flex-wrap gap-1">
            {post.date < today && post.status !== "publicado" && (
              <Badge variant="destructive">Atrasada · {dayAndMonth(post.date)}</Badge>
            )}
            {post.status !== "publicado" && (
              <Badge variant="secondary">{postStatusLabel(post.status)}</Badge>
            )}
          </div>
        </div>
        <p className="line-clamp-3 whitespace-pre-line break-words text-sm">
          {caption || <span className="text-muted-foreground">Sem legenda ainda.</span>}
        </p>
        {post.status === "publicado" ? (
          <PublishedLine post={post} name={post.publisherName ?? null} />
        ) : (
          <PublishNow
            planId={post.planId}
            post={post}
            onPublish={() => publish.mutateAsync({ planId: post.planId, postId: post.id })}
          />
        )}
        {post.status === "ajustes_pedidos" && (
          <p className="text-xs text-muted-foreground">
            O cliente pediu ajustes: revise a publicação antes de publicar.
          </p>
        )}
        <Button asChild variant="link" className="h-auto p-0">
          <Link to={postPath(post.planId, post.id)}>Abrir no plano</Link>
        </Button>
      </div>
    </article>
  );
}

/** Holds the list's place while it loads. */
function TodaysPostsSkeleton() {
  return <div aria-hidden="true" className="h-64 animate-pulse rounded-md bg-muted" />;
}

function NothingToday() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <CalendarCheck className="h-8 w-8 text-primary" aria-hidden="true" />
        <p className="max-w-md text-muted-foreground">
          Nenhuma publicação para hoje. As publicações com data de hoje nos seus planos aparecem
          aqui, prontas para publicar do celular.
        </p>
        <Button asChild variant="outline" className="min-h-11 sm:min-h-10">
          <Link to="/planos">Ver meus planos</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * "Posts de hoje" (decision 062): the day's posts across the viewer's plans (of the brands they
 * may see) and the late ones, each with its cover, caption and "Publicar agora".
 */
export function TodaysPosts() {
  const posts = useTodaysPosts();
  if (posts.isPending) return <TodaysPostsSkeleton />;
  if (!posts.data) {
    return (
      <LoadFailed
        message="Não foi possível carregar os posts de hoje."
        onRetry={() => posts.refetch()}
      />
    );
  }
  const { today, items } = posts.data;
  return (
    <>
      <p className="text-muted-foreground">
        {capitalized(spokenDate(today))}: as publicações do dia e as atrasadas, prontas para
        publicar.
      </p>
      {items.length === 0 ? (
        <NothingToday />
      ) : (
        <Card>
          <CardContent className="divide-y py-0">
            {items.map((post) => (
              <TodaysPost key={post.id} post={post} today={today} />
            ))}
          </CardContent>
        </Card>
      )}
    </>
  );
}
