import { TermsOfUse } from "@/features/legal/components/terms-of-use";

export default function TermsPage() {
  return <TermsOfUse />;
}
