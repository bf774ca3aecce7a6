import type { PlanPost } from "@shared/plans";
import { postVersionLabel } from "@shared/post-version-label";
import { useState } from "react";
import { LoadFailed } from "@/components/load-failed";
import { WordDiff } from "@/components/word-diff";
import { ApiRequestError } from "@/lib/api-client";
import { usePostVersion, usePostVersions, useRestorePostVersion } from "../api/post-versions";
import { usePlanPieces } from "./plan-pieces";
import { changedParts, filledParts } from "./post-text-parts";
import { RestoreVersionDialog } from "./restore-version-dialog";

type Shown = { mode: "view" | "compare"; number: number };

/**
 * "Versões" of a post's text (decision 042): each with how, when and by whom it was made; open
 * one, compare it with the current text word by word, or restore it (a new version: nothing is
 * overwritten), based on the version the tab shows. `compare` opens with that version compared,
 * as a refused save offers; a restore refused because the post moved on calls `onRefused`.
 */
export function PostVersions({
  planId,
  post,
  compare,
  onRefused,
}: {
  planId: string;
  post: PlanPost;
  compare?: number;
  onRefused: () => void;
}) {
  const { VersionList } = usePlanPieces();
  const ref = { planId, postId: post.id };
  const list = usePostVersions(ref);
  const restore = useRestorePostVersion(ref);
  const [shown, setShown] = useState<Shown | null>(
    compare ? { mode: "compare", number: compare } : null,
  );
  // The version whose "Restaurar" asks which parts to bring back.
  const [restoring, setRestoring] = useState<number | null>(null);
  if (list.isPending) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Carregando versões…
      </p>
    );
  }
  if (list.isError) {
    return <LoadFailed message={list.error.message} onRetry={() => void list.refetch()} />;
  }
  const { latest, versions } = list.data;
  return (
    <div className="space-y-3">
      <VersionList
        versions={versions}
        latest={latest}
        selected={shown?.number}
        busy={restore.isPending}
        describe={postVersionLabel}
        onView={(number) => setShown({ mode: "view", number })}
        onCompare={(number) => setShown({ mode: "compare", number })}
        onRestore={setRestoring}
      />
      {restoring !== null && (
        <RestoreVersionDialog
          postRef={ref}
          number={restoring}
          latest={latest}
          pending={restore.isPending}
          onClose={() => setRestoring(null)}
          onRestore={(fields) =>
            restore.mutate(
              { number: restoring, basedOn: post.version, fields },
              {
                onSuccess: () => {
                  setShown(null);
                  setRestoring(null);
                },
                onError: (error) => {
                  setRestoring(null);
                  if (error instanceof ApiRequestError && error.code === "STALE_VERSION") {
                    onRefused();
                  }
                },
              },
            )
          }
        />
      )}
      {shown && <ShownVersion planId={planId} post={post} shown={shown} latest={latest} />}
    </div>
  );
}

function ShownVersion({
  planId,
  post,
  shown,
  latest,
}: {
  planId: string;
  post: PlanPost;
  shown: Shown;
  latest: number;
}) {
  const ref = { planId, postId: post.id };
  const version = usePostVersion(ref, shown.number);
  const current = usePostVersion(ref, shown.mode === "compare" ? latest : null);
  const failed = version.error ?? current.error;
  const heading =
    shown.mode === "compare"
      ? `Versão ${shown.number} comparada com a atual (${latest})`
      : `Versão ${shown.number}`;
  return (
    <section aria-label={heading} className="space-y-3 rounded-lg border p-3">
      <h4 className="text-sm font-semibold">{heading}</h4>
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          {failed.message}
        </p>
      ) : !version.data || (shown.mode === "compare" && !current.data) ? (
        <p role="status" className="text-sm text-muted-foreground">
          Carregando versão…
        </p>
      ) : shown.mode === "view" ? (
        <VersionText fields={version.data.fields} />
      ) : (
        <VersionChanges before={version.data.fields} after={current.data!.fields} />
      )}
    </section>
  );
}

type Fields = Parameters<typeof filledParts>[0];

function VersionText({ fields }: { fields: Fields }) {
  return (
    <dl className="space-y-2 text-sm">
      {filledParts(fields).map((part) => (
        <div key={part.label}>
          <dt className="font-medium">{part.label}</dt>
          <dd className="whitespace-pre-wrap break-words text-muted-foreground">{part.text}</dd>
        </div>
      ))}
    </dl>
  );
}

function VersionChanges({ before, after }: { before: Fields; after: Fields }) {
  const changes = changedParts(before, after);
  if (changes.length === 0) {
    return <p className="text-sm text-muted-foreground">As duas versões têm o mesmo texto.</p>;
  }
  return (
    <div className="space-y-3">
      {changes.map((change, index) => (
        <div key={change.label} className="space-y-1">
          <h5 className="text-sm font-medium">{change.label}</h5>
          <WordDiff
            parts={change.parts}
            exact={change.exact}
            withKey={index === 0}
            label={`Diferenças em ${change.label}`}
          />
        </div>
      ))}
    </div>
  );
}
