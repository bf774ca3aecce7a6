import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApprovalPage } from "./approval-page";
import "../styles.css";

// The token is the page's last path segment: /aprovacao/<token>.
const token = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] ?? "");

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <ApprovalPage token={token} />
  </StrictMode>,
);
