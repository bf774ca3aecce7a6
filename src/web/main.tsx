import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { AppRoutes } from "./app/router";
import { seedEmbeddedMe, seedVisitor } from "./lib/auth";
import { startInstallable } from "./lib/installable";
import { prepareClassMerge } from "./lib/utils";
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

function start() {
  // The server sends a page prerendered for visitors only to requests without a session
  // (src/server/spa.ts): the first render is that visitor's, as the HTML was built.
  if (root.dataset.prerendered === "visitor") {
    seedVisitor();
    // As a transition, hydration runs in slices of a few milliseconds instead of one long task:
    // the page is already on screen, and stays responsive while it comes to life.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    seedEmbeddedMe();
    // As a transition too: the shell stays on screen while React renders the page (with its data,
    // when the server sent it) in slices, instead of one task the reader cannot interrupt.
    startTransition(() => {
      createRoot(root).render(app);
    });
  }
}

// tailwind-merge's table of class groups takes ~15 ms of a phone's core to build, on the first
// `cn` of the first render. Built in a task of its own before React starts, it adds to none of
// React's slices, each of which stays short enough not to block the page (decision 072).
setTimeout(() => {
  prepareClassMerge();
  setTimeout(start);
});

// The installable app: the service worker and the offer to install (decision 062).
startInstallable();
