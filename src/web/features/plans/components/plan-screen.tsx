import { isoDay } from "@shared/dates";
import type { PlanDetail, PlanPost, PostUpdate } from "@shared/plans";
import type { WorkspaceMember } from "@shared/workspaces";
import { Plus } from "lucide-react";
import { type ReactNode, useCallback, useId, useMemo, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiRequestError } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { PHONE_QUERY, useMediaQuery } from "@/lib/use-media-query";
import { useTeamMembers } from "../api/assignees";
import { PLAN_VIEWS, type PlanView, usePlanUrl } from "../api/plan-url";
import {
  useCreatePost,
  useDeletePost,
  useDuplicatePost,
  usePlan,
  useRenamePlan,
  useUpdatePost,
} from "../api/plans";
import { BoardReads, noReads } from "./board-reads";
import { PlanCardStates } from "./plan-card-states";
import type { PlanActions } from "./plan-day";
import { PlanExportMenu } from "./plan-export-menu";
import { PlanFilters } from "./plan-filters";
import { PlanHeader } from "./plan-header";
import { PlanListView } from "./plan-list-view";
import { PlanCompactMonthView, PlanMonthView } from "./plan-month-view";
import { type PlanPieces, PlanPiecesProvider } from "./plan-pieces";
import { publishedProgress } from "./plan-posts";
import { PlanProgress } from "./plan-progress";
import { PlanSkeleton } from "./plan-skeleton";
import { PlanWeekView } from "./plan-week-view";
import { MOVE_KEYS_HINT } from "./post-drag";
import { usePostMove } from "./post-move";
import { PostPanel } from "./post-panel";
import { PublishOnApproval } from "./post-publishing";
import { PostingTimes } from "./posting-times";
import { usePlanCalendar } from "./use-plan-calendar";
import { WeekRunButtons } from "./week-run-button";

/**
 * What other features add to the plan page, composed by its route (features do not import
 * each other): actions in the header, and what goes under a post's fields in its panel.
 */
type PlanSlots = {
  headerActions?: (plan: PlanDetail) => ReactNode;
  postExtras?: (plan: PlanDetail, post: PlanPost) => ReactNode;
  /** The query the header's actions read, asked beside the plan (`BoardReads`). */
  useHeaderReads?: (planId: string) => unknown;
};

/**
 * The plan page: loading, "not found" and error states around the plan itself; below it, the
 * content's pieces its route composed (decision 052).
 */
export function PlanScreen({
  id,
  pieces,
  useHeaderReads = noReads,
  ...slots
}: { id: string; pieces: PlanPieces } & PlanSlots) {
  const plan = usePlan(id);
  // Asked beside the plan, not once it has come: the board is drawn once, not again for them.
  const members = useTeamMembers().data?.items ?? NO_MEMBERS;
  return (
    <>
      {!plan.isError && (
        <BoardReads
          planId={id}
          useJobs={pieces.useGenerationJobs}
          useHeaderReads={useHeaderReads}
        />
      )}
      <PlanState plan={plan} pieces={pieces} members={members} {...slots} />
    </>
  );
}

/** The plan's board once it has come; until then its skeleton, or why it could not come. */
function PlanState({
  plan,
  pieces,
  members,
  ...slots
}: { plan: ReturnType<typeof usePlan>; pieces: PlanPieces; members: WorkspaceMember[] } & Omit<
  PlanSlots,
  "useHeaderReads"
>) {
  if (plan.data) {
    return (
      <PlanPiecesProvider pieces={pieces}>
        <PlanBoard plan={plan.data} members={members} {...slots} />
      </PlanPiecesProvider>
    );
  }
  if (plan.isError) {
    const missing = plan.error instanceof ApiRequestError && plan.error.status === 404;
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">
          {missing ? "Plano não encontrado." : "Não foi possível carregar o plano"}
        </h1>
        <p className="text-muted-foreground">
          {missing ? "Ele pode ter sido excluído." : plan.error.message}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {!missing && (
            <Button
              type="button"
              variant="outline"
              className="min-h-11"
              onClick={() => plan.refetch()}
            >
              Tentar novamente
            </Button>
          )}
          <Button asChild className="min-h-11">
            <Link to="/planos">Ver meus planos</Link>
          </Button>
        </div>
      </section>
    );
  }
  return <PlanSkeleton />;
}

const NO_MEMBERS: WorkspaceMember[] = [];

/** A day inside the plan's window for "Nova publicação": today if the plan covers it. */
function newPostDay(plan: PlanDetail) {
  const today = isoDay(new Date());
  return today >= plan.startDate && today <= plan.endDate ? today : plan.startDate;
}

function PlanBoard({
  plan,
  members,
  headerActions,
  postExtras,
}: { plan: PlanDetail; members: WorkspaceMember[] } & PlanSlots) {
  const hintId = useId();
  const { state, update, openPost, closePost } = usePlanUrl();
  const isPhone = useMediaQuery(PHONE_QUERY);
  const view: PlanView = state.view ?? (isPhone ? "lista" : "mes");

  const rename = useRenamePlan(plan.id);
  const updatePost = useUpdatePost(plan.id);
  const createPost = useCreatePost(plan.id);
  const duplicatePost = useDuplicatePost(plan.id);
  const deletePost = useDeletePost(plan.id);

  const { channel, status, responsible } = state;
  const filters = { channel, status, responsible };
  const { byDay, commercial, range, weeks, channels } = usePlanCalendar(plan, filters);
  const progress = publishedProgress(plan.posts);

  // The cards' actions stay the same objects across renders (the cards are memoized), so they
  // read the plan's latest posts through a ref.
  const posts = useRef(plan.posts);
  posts.current = plan.posts;

  const { mutate: changePost } = updatePost;
  const { onMove, announcement, confirmation } = usePostMove(plan, changePost);
  // The panel's date field moves a post like a drag does.
  const change = useCallback(
    (post: PlanPost, { date, ...changes }: PostUpdate, onRefused?: (error: Error) => void) =>
      date ? onMove(post, date) : changePost({ postId: post.id, changes }, { onError: onRefused }),
    [changePost, onMove],
  );
  const { mutate: create } = createPost;
  const actions = useMemo<PlanActions>(
    () => ({
      hintId,
      onOpen: (post) => openPost(post.id),
      find: (postId) => posts.current.find((p) => p.id === postId),
      onMove,
      onAdd: (date) =>
        create(
          {
            date,
            channel: channels[0] ?? "instagram",
            format: "Post",
            theme: "Nova publicação",
            hook: "",
            callToAction: "",
            commercialDate: null,
            status: "ideia",
            notes: "",
            caption: null,
            art: null,
          },
          { onSuccess: (post) => openPost(post.id) },
        ),
    }),
    [hintId, onMove, create, channels, openPost],
  );

  const panelPost = state.post ? plan.posts.find((p) => p.id === state.post) : undefined;
  const calendar = { byDay, commercial, range, actions };

  return (
    <div className="flex min-w-0 flex-col gap-5">
      <PlanHeader
        brandName={plan.brandName}
        title={plan.title}
        author={plan.author}
        onRename={(title) => rename.mutate(title)}
        progress={<PlanProgress {...progress} />}
      >
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            size="sm"
            disabled={createPost.isPending}
            onClick={() => actions.onAdd(newPostDay(plan))}
          >
            <Plus aria-hidden />
            Nova publicação
          </Button>
          <PlanExportMenu planId={plan.id} title={plan.title} />
          <PostingTimes planId={plan.id} />
          <PublishOnApproval planId={plan.id} />
          {headerActions?.(plan)}
        </div>
      </PlanHeader>

      <PlanFilters
        {...filters}
        channels={channels}
        members={members}
        onChange={(next) => update(next)}
      />

      <PlanCardStates plan={plan}>
        <Tabs value={view} onValueChange={(next) => update({ view: next as PlanView })}>
          <TabsList aria-label="Visualização">
            {PLAN_VIEWS.map((v) => (
              <TabsTrigger key={v.value} value={v.value}>
                {v.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <p id={hintId} className="mt-2 text-xs text-muted-foreground max-sm:sr-only">
            {view === "lista"
              ? ""
              : "Arraste uma publicação para outro dia ou mude a data no painel. "}
            {MOVE_KEYS_HINT}
          </p>
          <TabsContent value="mes">
            {isPhone ? <PlanCompactMonthView {...calendar} /> : <PlanMonthView {...calendar} />}
          </TabsContent>
          <TabsContent value="semana">
            <PlanWeekView
              {...calendar}
              weeks={weeks}
              weekExtra={(days) => <WeekRunButtons plan={plan} weekStart={days[0] ?? ""} />}
            />
          </TabsContent>
          <TabsContent value="lista">
            <PlanListView {...calendar} weeks={weeks} />
          </TabsContent>
        </Tabs>
      </PlanCardStates>

      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {confirmation}

      <PostPanel
        plan={plan}
        post={panelPost}
        members={members}
        extras={postExtras && ((post) => postExtras(plan, post))}
        onClose={closePost}
        onChange={change}
        onDuplicate={(post) =>
          duplicatePost.mutate(post.id, {
            onSuccess: (copy) => {
              openPost(copy.id);
              toast.success("Publicação duplicada");
            },
          })
        }
        onDelete={(post) =>
          deletePost.mutate(post.id, {
            onSuccess: () => {
              closePost();
              toast.success("Publicação excluída");
            },
          })
        }
        deleting={deletePost.isPending}
      />
    </div>
  );
}
