export { AuditPage } from "./audit-page";
export { HistoryLink } from "./history-link";
export { RecordHistory } from "./record-history";
