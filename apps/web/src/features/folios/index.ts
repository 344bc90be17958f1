export { bookingFoliosQuery, folioKeys } from "./api";
export { FolioLink } from "./folio-link";
export { FolioPage } from "./folio-page";
export { PaymentDialog, type PaymentSubject } from "./payment-dialog";
