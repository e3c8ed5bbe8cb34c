// What other features use of api-keys (docs/CONVENTIONS.md, "Layers and size"): the key list
// and the code snippets the POS's integration card shows.
export { apiKeysQuery } from "./api/list-keys";
export { firstTestKey, SnippetsBlock } from "./components/SnippetsCard";
export { snippet } from "./snippets";
