import { useEffect } from "react";

export type DocumentHead = { title: string; description?: string };

/** Set by the build's prerender (no document there): where a page's head is told instead. */
let serverHead: ((head: DocumentHead) => void) | null = null;

/** Used by src/prerender.tsx only: receives each rendered page's title and description. */
export function collectDocumentHead(collect: ((head: DocumentHead) => void) | null): void {
  serverHead = collect;
}

/** Sets the page's <title> and meta description while the page is shown. */
export function useDocumentHead(title: string, description?: string): void {
  serverHead?.({ title, description });
  useEffect(() => {
    document.title = title;
    if (description === undefined) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.name = "description";
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [title, description]);
}
