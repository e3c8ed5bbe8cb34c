// What other features use of clients (docs/CONVENTIONS.md, "Layers and size"): the clients list,
// which the invoice editor's client picker searches.
export { clientsQuery } from "./api/list-clients";
