import { type Api, at, call, init, listing } from "../request.js";
import type { CreateInvoice, Invoice, ListQuery, PostBody, RequestOptions, UpdateInvoice } from "../types.js";

/** Invoices (`/v1/invoices`): lines in integer XOF, certified by the FNE once finalized. */
export function invoices(api: Api) {
  return {
    ...listing((query: ListQuery<"/invoices">, options?: RequestOptions) =>
      call(api.GET("/invoices", { params: { query }, ...init(options) })),
    ),
    /** A draft invoice. */
    create: (body: CreateInvoice, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<Invoice> =>
      call(api.GET("/invoices/{id}", at(id, options))),
    /** Changes a draft. */
    update: (id: string, body: UpdateInvoice, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices/{id}", { ...at(id, options), body })),
    /** Issues a draft: numbered, sent for certification, payable. */
    finalize: (id: string, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices/{id}/finalize", at(id, options))),
    send: (id: string, body: PostBody<"/invoices/{id}/send">, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices/{id}/send", { ...at(id, options), body })),
    /** Voids an invoice that has received no money. */
    void: (id: string, body: PostBody<"/invoices/{id}/void">, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices/{id}/void", { ...at(id, options), body })),
    /** The invoice as a PDF (French unless `lang: "en"`), as bytes. */
    pdf: async (
      id: string,
      query: ListQuery<"/invoices/{id}/pdf"> = {},
      options?: RequestOptions,
    ): Promise<Uint8Array> =>
      new Uint8Array(
        await call(
          api.GET("/invoices/{id}/pdf", { params: { path: { id }, query }, parseAs: "arrayBuffer", ...init(options) }),
        ),
      ),
  };
}
