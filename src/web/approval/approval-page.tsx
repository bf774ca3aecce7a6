import type { ApprovalPost, ApprovalView } from "@shared/approval";
import { approvalStateOf, approvalSummary, LINK_UNAVAILABLE } from "@shared/approval-rules";
import { brazilianDate, dayAndMonth } from "@shared/dates";
import { useEffect, useMemo, useState } from "react";
import { ApiRequestError } from "@/lib/api-client";
import { approvalApi } from "./api";
import { ApproveRest } from "./approve-rest";
import { ClientNameForm, useClientName } from "./client-name";
import { LoadMore } from "./load-more";
import { PostCard } from "./post-card";
import { byWeek } from "./weeks";

type Loaded =
  | { kind: "loading" }
  | { kind: "unavailable" }
  | { kind: "error"; message: string }
  | { kind: "ready"; view: ApprovalView };

function Centered({ title, text }: { title: string; text?: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      {text && <p className="mt-3 text-muted-foreground">{text}</p>}
    </main>
  );
}

/** The posts of both, each once (a post moved between two reads may come twice), and the later's rest. */
const withPage = (view: ApprovalView, page: ApprovalView): ApprovalView => {
  const known = new Set(view.posts.map((post) => post.id));
  return { ...page, posts: [...view.posts, ...page.posts.filter((post) => !known.has(post.id))] };
};

/**
 * The client's whole page: its first page of posts, the next ones as the client scrolls or asks
 * ("Carregar mais"), then each decision replaces the post it changed.
 */
export function ApprovalPage({ token }: { token: string }) {
  const client = useMemo(() => approvalApi(token), [token]);
  const [loaded, setLoaded] = useState<Loaded>({ kind: "loading" });
  const [name, saveName] = useClientName();
  const [renaming, setRenaming] = useState(false);
  // Once a second page came, the count of posts shown stays (the last page's arrival is heard).
  const [pagedMore, setPagedMore] = useState(false);

  /** The plan's pages from the first, until at least `count` posts are read. */
  const readUpTo = async (count: number) => {
    let view = await client.read();
    while (view.nextOffset !== null && view.posts.length < count) {
      view = withPage(view, await client.read(view.nextOffset));
    }
    return view;
  };
  const load = (count = 0) =>
    readUpTo(count).then(
      (view) => setLoaded({ kind: "ready", view }),
      (error: Error) =>
        setLoaded(
          error instanceof ApiRequestError && error.status === 404
            ? { kind: "unavailable" }
            : { kind: "error", message: error.message },
        ),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once per token
  useEffect(() => {
    void load();
  }, [client]);

  useEffect(() => {
    if (loaded.kind === "unavailable") document.title = LINK_UNAVAILABLE;
    if (loaded.kind === "ready" && loaded.view.brandName) {
      document.title = `Aprovação de conteúdo — ${loaded.view.brandName}`;
    }
  }, [loaded]);

  if (loaded.kind === "loading") {
    return (
      <main>
        <p role="status" className="py-16 text-center text-muted-foreground">
          Carregando o planejamento…
        </p>
      </main>
    );
  }
  if (loaded.kind === "unavailable") {
    return (
      <Centered
        title={LINK_UNAVAILABLE}
        text="Ele pode ter sido revogado ou expirado. Peça um novo link a quem enviou o planejamento."
      />
    );
  }
  if (loaded.kind === "error") return <Centered title="Algo deu errado" text={loaded.message} />;

  const { view } = loaded;
  // The counts are the whole plan's: a decision moves its post from one state to another.
  const replace = (post: ApprovalPost) => {
    const counts = { ...view.counts };
    const before = view.posts.find((p) => p.id === post.id);
    if (before) counts[approvalStateOf(before.status)]--;
    counts[approvalStateOf(post.status)]++;
    setLoaded({
      kind: "ready",
      view: { ...view, counts, posts: view.posts.map((p) => (p.id === post.id ? post : p)) },
    });
  };
  const loadMore = async () => {
    if (view.nextOffset === null) return;
    const page = await client.read(view.nextOffset);
    // Decisions taken while the page was on its way stay in the posts already shown.
    setLoaded((current) =>
      current.kind === "ready" ? { kind: "ready", view: withPage(current.view, page) } : current,
    );
    setPagedMore(true);
  };
  const { approved, changes, waiting } = view.counts;
  const canDecide = name !== "" && !renaming;

  return (
    <main className="min-h-dvh">
      <header
        className="border-b-4 bg-card px-4 py-5"
        style={view.brandColor ? { borderColor: view.brandColor } : undefined}
      >
        <div className="mx-auto max-w-2xl">
          <p className="text-sm text-muted-foreground">Planejamento de conteúdo para aprovação</p>
          <h1 className="text-2xl font-semibold break-words">{view.brandName ?? "Sua marca"}</h1>
          <p className="text-sm">
            De {brazilianDate(view.startDate)} a {brazilianDate(view.endDate)}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-6">
        <p aria-live="polite" className="rounded-lg bg-secondary p-3 font-medium">
          {approvalSummary(view.counts)}
        </p>
        {canDecide ? (
          <div className="space-y-3">
            <p className="text-sm">
              Aprovando como <strong>{name}</strong>.{" "}
              <button
                type="button"
                onClick={() => setRenaming(true)}
                className="min-h-11 underline underline-offset-2"
              >
                Trocar nome
              </button>
            </p>
            <ApproveRest
              waiting={waiting}
              onConfirm={async () => {
                await client.approveRest(name);
                await load(view.posts.length);
              }}
            />
          </div>
        ) : (
          <ClientNameForm
            initial={name}
            onSave={(value) => {
              saveName(value);
              setRenaming(false);
            }}
          />
        )}
        {view.posts.length === 0 && (
          <p className="text-muted-foreground">Este planejamento ainda não tem publicações.</p>
        )}
        {byWeek(view.posts).map((week) => (
          <section key={week.start} aria-labelledby={`semana-${week.start}`} className="space-y-3">
            <h2 id={`semana-${week.start}`} className="text-lg font-semibold">
              Semana de {dayAndMonth(week.start)} a {dayAndMonth(week.end)}
            </h2>
            {week.items.map((post) => (
              <PostCard
                key={post.id}
                post={post}
                canDecide={canDecide}
                onApprove={async () => replace(await client.approve(post.id, name))}
                onAskChanges={async (comment) =>
                  replace(await client.askChanges(post.id, name, comment))
                }
                olderMessages={(before) => client.olderFeedback(post.id, before)}
                slideUrl={(place) => client.slideUrl(post.id, place)}
              />
            ))}
          </section>
        ))}
        {(view.nextOffset !== null || pagedMore) && (
          <LoadMore
            shown={view.posts.length}
            total={approved + changes + waiting}
            hasMore={view.nextOffset !== null}
            onMore={loadMore}
          />
        )}
      </div>
    </main>
  );
}
