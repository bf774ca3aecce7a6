import { useParams } from "react-router";
import { InvitationScreen } from "@/features/workspaces/components/invitation-screen";

export default function Page() {
  const { token = "" } = useParams();
  return <InvitationScreen token={token} />;
}
