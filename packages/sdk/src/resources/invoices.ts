import { type Api, autoPage, call, init } from "../request.js";
import type {
  CreateInvoice,
  Invoice,
  InvoiceList,
  ListQuery,
  PostBody,
  RequestOptions,
  UpdateInvoice,
} from "../types.js";

/** Invoices (`/v1/invoices`): lines in integer XOF, certified by the FNE once finalized. */
export function invoices(api: Api) {
  const path = (id: string) => ({ params: { path: { id } } });
  const list = (query: ListQuery<"/invoices"> = {}, options?: RequestOptions): Promise<InvoiceList> =>
    call(api.GET("/invoices", { params: { query }, ...init(options) }));
  return {
    /** A draft invoice. */
    create: (body: CreateInvoice, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices", { body, ...init(options) })),
    retrieve: (id: string, options?: RequestOptions): Promise<Invoice> =>
      call(api.GET("/invoices/{id}", { ...path(id), ...init(options) })),
    /** Changes a draft. */
    update: (id: string, body: UpdateInvoice, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices/{id}", { ...path(id), body, ...init(options) })),
    /** Issues a draft: numbered, sent for certification, payable. */
    finalize: (id: string, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices/{id}/finalize", { ...path(id), ...init(options) })),
    send: (id: string, body: PostBody<"/invoices/{id}/send">, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices/{id}/send", { ...path(id), body, ...init(options) })),
    /** Voids an invoice that has received no money. */
    void: (id: string, body: PostBody<"/invoices/{id}/void">, options?: RequestOptions): Promise<Invoice> =>
      call(api.POST("/invoices/{id}/void", { ...path(id), body, ...init(options) })),
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
    list,
    listAll: (query: ListQuery<"/invoices"> = {}, options?: RequestOptions): AsyncGenerator<Invoice> =>
      autoPage((q) => list(q, options), query),
  };
}
