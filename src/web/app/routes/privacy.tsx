import { PrivacyPolicy } from "@/features/legal/components/privacy-policy";

export default function PrivacyPage() {
  return <PrivacyPolicy />;
}
