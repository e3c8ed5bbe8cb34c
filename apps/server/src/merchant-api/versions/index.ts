// The merchant API's versions (docs/API.md § Versions): the middleware that picks and says the
// version of an answer, and the rendering of a latest-shape value in an older version (webhooks too).
export { apiVersion } from "./middleware";
export { renderIn } from "./render";
