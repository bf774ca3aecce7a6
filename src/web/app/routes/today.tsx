import { ProtectedRoute } from "@/components/guards/protected-route";
import { TodaysPosts } from "@/features/plans/components/todays-posts";

/** "Posts de hoje": what is due today, to publish from the phone (decision 062). */
export default function Page() {
  return (
    <ProtectedRoute>
      <section className="mx-auto max-w-3xl space-y-4">
        <h1 className="text-2xl font-bold tracking-tight">Posts de hoje</h1>
        <TodaysPosts />
      </section>
    </ProtectedRoute>
  );
}
