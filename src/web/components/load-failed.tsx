import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/** A list that could not load: says what failed, announced, and offers to try again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card>
      <CardContent className="space-y-3 py-10 text-center" role="alert">
        <p>{message}</p>
        <Button type="button" variant="outline" onClick={onRetry}>
          Tentar novamente
        </Button>
      </CardContent>
    </Card>
  );
}
