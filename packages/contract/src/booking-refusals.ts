import { BookingMessage } from "./booking-messages.js";
import { type RegistrationField, registrationNamesOf } from "./booking-registration.js";
import { declareRefusals, ErrorCode, invalid, missing, refusal } from "./errors.js";
import { zonedTime } from "./zones-and-money.js";

export const BookingRefusal = declareRefusals("bookings", {
  notFound: missing(BookingMessage.notFound),
  notARoom: (code: string) => refusal(400, ErrorCode.notARoom, BookingMessage.notARoom(code), { room: code }),
  checkoutAfterCheckin: invalid(BookingMessage.checkoutAfterCheckin),
  taken: (code: string, freeFrom: Date, timeZone: string) =>
    refusal(409, ErrorCode.roomTaken, BookingMessage.taken(code, freeFrom, timeZone), {
      room: code,
      freeFrom: zonedTime(freeFrom, timeZone),
    }),
  checkedOut: refusal(409, ErrorCode.alreadyCheckedOut, BookingMessage.checkedOut),
  checkinPast: invalid(BookingMessage.checkinPast),
  notYetArrived: (day: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notYetArrived(day), { day }),
  notReserved: (status: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notReserved(status), { status }),
  notInHouse: (status: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notInHouse(status), { status }),
  notCancellable: (status: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notCancellable(status), { status }),
  notMovable: (status: string) =>
    refusal(409, ErrorCode.wrongStatus, BookingMessage.notMovable(status), { status }),
  checkoutPast: invalid(BookingMessage.checkoutPast),
  tooLong: (maxNights: number) => invalid(BookingMessage.tooLong(maxNights), { nights: maxNights }),
  registrationIncomplete: (fields: readonly RegistrationField[]) => ({
    ...refusal(
      409,
      ErrorCode.registrationIncomplete,
      BookingMessage.registrationIncomplete(registrationNamesOf(fields)),
      { fields: registrationNamesOf(fields), count: fields.length },
    ),
    fields,
  }),
});
