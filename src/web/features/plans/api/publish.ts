import { slideFileName } from "@shared/file-names";
import { textForNetwork } from "@shared/generation/captions";
import type { PlanPost } from "@shared/plans";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { answer, api, withSignal } from "@/lib/api-client";
import { PLANS_QUERY_KEY } from "@/lib/query-client";
import { slideUrl } from "./post-art";

/** "Posts de hoje" (decision 062): today's posts and the late ones, across the viewer's plans. */
export const useTodaysPosts = () =>
  useQuery({
    queryKey: [...PLANS_QUERY_KEY, "today"],
    queryFn: ({ signal }) => answer(api.plans.today.$get({}, withSignal(signal))),
  });

/**
 * Marks a post of any plan "Publicado" (the server records who and when), then reads the plans'
 * lists and pages again.
 */
export function usePublishPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, postId }: { planId: string; postId: string }) =>
      answer(
        api.plans[":id"].posts[":postId"].$patch({
          param: { id: planId, postId },
          json: { status: "publicado" },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLANS_QUERY_KEY }),
  });
}

/** The text that goes on the network: the caption and its hashtags; empty without a caption. */
export const publishableText = (post: Pick<PlanPost, "caption">) =>
  post.caption ? textForNetwork(post.caption) : "";

export const SLIDES_FAILED = "Não foi possível preparar as imagens da publicação. Tente novamente.";

/** The post's slides as PNG files, named as "Baixar" names them; none without art. */
export async function slideFiles(planId: string, post: PlanPost): Promise<File[]> {
  const slides = post.art?.slides ?? [];
  return Promise.all(
    slides.map(async (_, index) => {
      const response = await fetch(slideUrl(planId, post, index + 1));
      if (!response.ok) throw new Error(SLIDES_FAILED);
      return new File([await response.blob()], slideFileName(post, index + 1), {
        type: "image/png",
      });
    }),
  );
}

/**
 * A phone's share sheet takes these files (navigator.canShare with files): else (a desktop, or
 * a post without art) they are downloaded and the caption is only copied.
 */
export const canShareFiles = (files: File[]) =>
  files.length > 0 &&
  typeof navigator.canShare === "function" &&
  typeof navigator.share === "function" &&
  navigator.canShare({ files });

/** Saves each file through the browser's downloads. */
export function downloadFiles(files: File[]) {
  for (const file of files) {
    const url = URL.createObjectURL(file);
    const link = document.createElement("a");
    link.href = url;
    link.download = file.name;
    link.click();
    // The download has started once the click's task ends.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** Copies the caption; false when there is none or the browser refused. */
export const copyCaption = async (text: string) => {
  if (!text) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
};
