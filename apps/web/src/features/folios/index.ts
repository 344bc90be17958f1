export { bookingFoliosQuery, folioKeys } from "./api";
export { methodLabels } from "./folio-labels";
export { FolioLink } from "./folio-link";
export { FolioPage } from "./folio-page";
export { PaymentDialog, type PaymentSubject } from "./payment-dialog";
