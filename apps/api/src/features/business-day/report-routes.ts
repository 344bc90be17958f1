import { CSV_MEDIA_TYPE, dayCalls as calls, PDF_MEDIA_TYPE } from "@concierge/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { serve } from "../../lib/serve.js";
import { dayForecast } from "./forecast.js";
import { presentDayReport } from "./present.js";
import { dayReportCsv, dayReportPdf, forecastCsv, reportFileName } from "./report-files.js";
import { findDayReport } from "./report-read.js";

const attachment = (reply: FastifyReply, type: string, name: string) =>
  reply.type(type).header("content-disposition", `attachment; filename="${name}"`);

const csvType = `${CSV_MEDIA_TYPE}; charset=utf-8`;

/** A closed day's report (JSON, CSV, PDF) and the nights ahead (JSON, CSV). */
export async function dayReportRoutes(app: FastifyInstance) {
  serve(
    app,
    calls.report,
    async ({ db, actor, params }) => presentDayReport((await findDayReport(db, actor, params)).report),
    {
      csv: async ({ db, actor, params }, reply) => {
        const { report, branch } = await findDayReport(db, actor, params);
        const name = reportFileName("day", branch.code, report.date, "csv");
        return attachment(reply, csvType, name).send(dayReportCsv(presentDayReport(report)));
      },
      pdf: async ({ db, actor, params }, reply) => {
        const { report, branch } = await findDayReport(db, actor, params);
        const name = reportFileName("day", branch.code, report.date, "pdf");
        return attachment(reply, PDF_MEDIA_TYPE, name).send(
          await dayReportPdf(presentDayReport(report), branch),
        );
      },
    },
  );

  serve(
    app,
    calls.forecast,
    async ({ db, actor, params, query }) => (await dayForecast(db, actor, params, query)).forecast,
    {
      csv: async ({ db, actor, params, query }, reply) => {
        const { forecast, branchCode } = await dayForecast(db, actor, params, query);
        const name = reportFileName("forecast", branchCode, forecast.From, "csv");
        return attachment(reply, csvType, name).send(forecastCsv(forecast));
      },
    },
  );
}
