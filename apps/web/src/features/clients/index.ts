// What other features use of clients (docs/CONVENTIONS.md, "Layers and size"): the clients list,
// and the client picker of the invoice and recurring plan forms, which searches it.
export { clientsQuery } from "./api/list-clients";
export { ClientPicker, type ClientPickerForm } from "./components/ClientPicker";
