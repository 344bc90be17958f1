export { AuditPage } from "./audit-page";
export { RecordHistory } from "./record-history";
