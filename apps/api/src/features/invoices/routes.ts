import { invoiceCalls as calls, PDF_MEDIA_TYPE } from "@concierge/contract";
import type { FastifyInstance } from "fastify";
import { serve } from "../../lib/serve.js";
import { readCancelled, recordedCancel } from "./audited.js";
import { issuerOf } from "./issuer.js";
import { invoicePdf } from "./pdf.js";
import { presentInvoice } from "./present.js";
import { cancelInvoice, findInvoice, issueInvoice, previewInvoice } from "./service.js";

export async function invoiceRoutes(app: FastifyInstance) {
  serve(app, calls.invoicePreview, async ({ db, actor, params }) =>
    presentInvoice(await previewInvoice(db, actor, params)),
  );

  serve(app, calls.issueInvoice, async ({ db, actor, params, body }) =>
    presentInvoice(await issueInvoice(db, actor, params, body)),
  );

  serve(
    app,
    calls.invoice,
    async ({ db, actor, params }) => presentInvoice(await findInvoice(db, actor, params)),
    {
      pdf: async ({ db, actor, params }, reply) => {
        const invoice = await findInvoice(db, actor, params);
        const issuer = await issuerOf(db, app.images, invoice.domainId, invoice.branchId);
        return reply
          .type(PDF_MEDIA_TYPE)
          .header("content-disposition", `inline; filename="${invoice.number}.pdf"`)
          .send(await invoicePdf(presentInvoice(invoice), issuer));
      },
    },
  );

  serve(
    app,
    calls.cancelInvoice,
    async ({ db, actor, params }) => presentInvoice(await cancelInvoice(db, actor, params)),
    {
      audit: {
        read: readCancelled,
        id: ({ params }) => params.invoiceId.toLowerCase(),
        recorded: recordedCancel,
      },
    },
  );
}
