import { channelLabel } from "@shared/generation/options";
import { toolOf } from "@shared/generation/tools";
import { postPath, postStatusLabel, UPCOMING_DAYS } from "@shared/plans";
import { CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { ColorSwatch } from "@/components/color-swatch";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { dayWithWeekday } from "@/lib/format";
import { useUpcomingPosts } from "../api/upcoming-posts";
import { UpcomingPostsSkeleton } from "./upcoming-posts-skeleton";

function NothingScheduled() {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <CalendarClock className="h-8 w-8 text-primary" aria-hidden="true" />
      <p className="max-w-md text-muted-foreground">
        Nada agendado para os próximos {UPCOMING_DAYS} dias. Gere uma estratégia e as publicações da
        semana aparecem aqui, prontas para virar roteiro.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild className="min-h-11 sm:min-h-10">
          <Link to={toolOf("strategy").path}>Gerar Estratégia</Link>
        </Button>
        <Button asChild variant="outline" className="min-h-11 sm:min-h-10">
          <Link to="/planos">Ver meus planos</Link>
        </Button>
      </div>
    </div>
  );
}

/** "Próximas publicações": the signed-in home opens on the week's work across every plan. */
export default function UpcomingPosts() {
  const upcoming = useUpcomingPosts();
  if (upcoming.isPending) return <UpcomingPostsSkeleton />;
  const posts = upcoming.data?.items;
  return (
    <Card className="mx-auto max-w-3xl">
      <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-3">
        <CardTitle as="h2">Próximas publicações</CardTitle>
        <Button asChild variant="outline" size="sm" className="min-h-11 sm:min-h-9">
          <Link to="/hoje">Posts de hoje</Link>
        </Button>
      </CardHeader>
      <CardContent>
        {!posts ? (
          <p role="alert" className="text-sm">
            Não foi possível carregar suas próximas publicações.{" "}
            <Button
              type="button"
              variant="link"
              className="h-auto p-0"
              onClick={() => upcoming.refetch()}
            >
              Tentar novamente
            </Button>
          </p>
        ) : posts.length === 0 ? (
          <NothingScheduled />
        ) : (
          <ul className="divide-y">
            {posts.map((post) => (
              <li key={post.id}>
                <Link
                  to={postPath(post.planId, post.id)}
                  className="flex flex-col gap-1 rounded-md px-2 py-3 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:gap-3"
                >
                  <span className="whitespace-nowrap text-sm font-medium">
                    {dayWithWeekday(post.date)}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{post.theme}</span>
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <ColorSwatch color={post.brandColor} className="h-2.5 w-2.5" />
                      {channelLabel(post.channel)} · {post.format} · {post.planTitle}
                    </span>
                  </span>
                  <Badge variant="secondary" className="self-start sm:self-center">
                    {postStatusLabel(post.status)}
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
