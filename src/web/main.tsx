import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { AppRoutes } from "./app/router";
import { seedVisitor } from "./lib/auth";
import "./styles.css";

const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <App
      router={
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      }
    />
  </StrictMode>
);

// A transition lets React hydrate or render in slices of a few milliseconds, with the page
// responsive in between, instead of one long task.
startTransition(() => {
  // The server sends a page prerendered for visitors only to requests without a session
  // (src/server/spa.ts): the first render is that visitor's, as the HTML was built.
  if (root.dataset.prerendered === "visitor") {
    seedVisitor();
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
});
