import { lazy, Suspense } from "react";
import { ToolCards } from "@/features/home/components/tool-cards";
import { ToolTabs } from "@/features/home/components/tool-tabs";
import { UpcomingPostsSkeleton } from "@/features/home/components/upcoming-posts-skeleton";
import { WelcomeCard } from "@/features/home/components/welcome-card";
import { useMe } from "@/lib/auth";

// Only a signed-in user has posts: the visitor's first load never carries this code.
const UpcomingPosts = lazy(() => import("@/features/home/components/upcoming-posts"));
const MyTasksCard = lazy(() => import("@/features/tasks/components/my-tasks-card"));

export default function HomePage() {
  const { user, isLoading } = useMe();
  const signedIn = user !== null;
  return (
    <div className="space-y-10">
      <header className="space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Plataforma de Conteúdo Inteligente
        </h1>
        <p className="mx-auto max-w-2xl text-lg text-muted-foreground">
          Do DNA da sua marca ao roteiro pronto para gravar: crie prompts, estratégias com
          calendário de conteúdo e roteiros com inteligência artificial.
        </p>
      </header>
      {!isLoading && !signedIn && <WelcomeCard />}
      {signedIn && (
        <Suspense fallback={<UpcomingPostsSkeleton />}>
          {/* A team's work is split among people; one person's space has no one to split with. */}
          {!user.workspace.personal && <MyTasksCard />}
          <UpcomingPosts />
        </Suspense>
      )}
      <ToolTabs signedIn={signedIn} />
      <section aria-labelledby="como-funciona" className="space-y-4">
        <h2 id="como-funciona" className="text-center text-2xl font-semibold">
          Como funciona
        </h2>
        <ToolCards signedIn={signedIn} />
      </section>
    </div>
  );
}
