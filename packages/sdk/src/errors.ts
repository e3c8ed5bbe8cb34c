/** The body of every refusal of the merchant API (docs/API.md § Errors). */
export interface ApiErrorBody {
  error: { type: string; code: string; message: string; param?: string; allowed?: string[] };
}

/**
 * A refusal of the PayFlow API, or a request that never got an answer. `code` is stable
 * (docs/API.md § Errors lists each with its status); `message` is for people and may change.
 */
export class PayFlowError extends Error {
  override name = "PayFlowError";
  /** The HTTP status; 0 when no answer came (a network failure after every retry). */
  readonly status: number;
  /** The stable code, `invalid_api_key`, `amount_out_of_range`, `payment_not_refundable`… */
  readonly code: string;
  /** `invalid_request_error`, `authentication_error`, `permission_error`, `rate_limit_error`, `idempotency_error`, `api_error`. */
  readonly type: string;
  /** The field the refusal is about (snake_case), or a header as it is spelt (`Idempotency-Key`). */
  readonly param: string | undefined;
  /** PayFlow's `X-Request-Id` for this request: give it to support. */
  readonly requestId: string | undefined;

  constructor(
    message: string,
    details: { status: number; code: string; type: string; param?: string; requestId?: string; cause?: unknown },
  ) {
    super(message, { cause: details.cause });
    this.status = details.status;
    this.code = details.code;
    this.type = details.type;
    this.param = details.param;
    this.requestId = details.requestId;
  }
}

/** No answer at all after every retry: the network failed or PayFlow could not be reached. */
export class PayFlowConnectionError extends PayFlowError {
  override name = "PayFlowConnectionError";
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Could not reach PayFlow: ${reason}`, { status: 0, code: "connection_error", type: "api_error", cause });
  }
}

/** A webhook whose signature, id or timestamp does not verify: never act on its body. */
export class PayFlowSignatureError extends PayFlowError {
  override name = "PayFlowSignatureError";
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`The webhook does not verify: ${reason}`, {
      status: 400,
      code: "webhook_signature_invalid",
      type: "invalid_request_error",
      cause,
    });
  }
}

const isErrorBody = (body: unknown): body is ApiErrorBody =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as ApiErrorBody).error === "object" &&
  typeof (body as ApiErrorBody).error?.code === "string";

/** The typed error for a refusal: the API's own body when it has one, the bare status otherwise. */
export function errorFromResponse(response: Response, body: unknown): PayFlowError {
  const requestId = response.headers.get("x-request-id") ?? undefined;
  if (isErrorBody(body)) {
    const { type, code, message, param } = body.error;
    return new PayFlowError(message, {
      status: response.status,
      code,
      type,
      ...(param === undefined ? {} : { param }),
      ...(requestId === undefined ? {} : { requestId }),
    });
  }
  return new PayFlowError(`PayFlow answered ${response.status} ${response.statusText}`.trim(), {
    status: response.status,
    code: response.status >= 500 ? "internal_error" : "unexpected_response",
    type: "api_error",
    ...(requestId === undefined ? {} : { requestId }),
  });
}
