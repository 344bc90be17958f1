/** The contract's refusals by name with their values (see en/refusals.ts), and a few known by their words. */
export const refusals = {
  "refusal.users.usernameTaken": "el nombre de usuario {username} ya está en uso",
  "refusal.users.emailTaken": "el correo {email} ya pertenece a un usuario",
  "refusal.users.alreadyAccepted":
    "{username} ya aceptó la invitación; active la cuenta en lugar de invitar de nuevo",
  "refusal.bookings.notARoom": "el código {room} no es una habitación de esta sucursal",
  "refusal.bookings.taken":
    "la habitación {room} ya está reservada para esa estancia; está libre desde {freeFrom}",
  "refusal.bookings.notYetArrived":
    "esta reserva llega el {day}; no se puede registrar la entrada ni marcar como no presentada antes",
  "refusal.bookings.notReserved":
    "solo una reserva puede registrar la entrada o marcarse como no presentada; esta reserva está en estado «{status}»",
  "refusal.bookings.notInHouse":
    "solo un huésped alojado puede hacer la salida; esta reserva está en estado «{status}»",
  "refusal.bookings.notCancellable": "esta reserva está en estado «{status}» y no se puede cancelar",
  "refusal.bookings.notMovable":
    "solo una reserva o un huésped alojado se puede mover; esta reserva está en estado «{status}»",
  "refusal.bookings.tooLong": "una estancia puede durar como máximo {nights} noches",
  "refusal.bookings.registrationIncomplete": {
    one: "para registrar la entrada, el campo {fields} del huésped es obligatorio",
    other: "para registrar la entrada, los campos {fields} del huésped son obligatorios",
  },
  "refusal.domains.exists": "ya existe una empresa llamada {name}",
  "refusal.domains.holds": "esta empresa aún tiene {held}; elimínelos antes de eliminarla",
  "refusal.countries.exists": "ya existe un país llamado {name}",
  "refusal.utilities.exists": "ya existe un servicio llamado {name}",
  "refusal.roles.heldBy": {
    one: "este rol lo tiene {count} usuario; asígnele otro rol primero",
    other: "este rol lo tienen {count} usuarios; asígneles otro rol primero",
  },
  "refusal.branches.unknownCountry": "el país {country} no está en la lista de países",
  "refusal.branches.stateNotInCountry": "el estado {state} no es un estado de {country}",
  "refusal.branches.holds": "esta sucursal aún tiene {held}; muévalos o elimínelos antes de eliminarla",
  "refusal.folios.itemNotFound": "{item} no es un artículo del catálogo de este establecimiento",
  "refusal.folios.itemInactive": "{item} ya no se vende: está archivado en el catálogo",
  "refusal.folios.closed": "el folio {number} está cerrado: anule su factura para volver a registrar en él",
  "refusal.folios.notANight": "{day} no es una noche de esta estancia",
  "refusal.folios.nightCharged": "la noche del {day} ya está cargada",
  "refusal.folios.overAllowance": "un descuento es como máximo lo que queda de su cargo: {left} {currency}",
  "refusal.folios.overRefund": "un reembolso es como máximo lo que queda de su pago: {left} {currency}",
  "refusal.folios.unbalanced":
    "el folio debe estar saldado antes de emitir su factura: quedan {due} {currency} pendientes",
  "refusal.folios.alreadyCancelled": "la factura {number} ya está anulada",
  "refusal.folios.balanceDue": "quedan {due} {currency} pendientes",
  "refusal.business-day.notBusinessDate":
    "el {date} no es el día contable de este establecimiento: sus libros están abiertos para el {businessDate}",
  "refusal.business-day.notYet":
    "el {date} no puede cerrarse antes de empezar: hoy es {today} en la hora del establecimiento",
  "refusal.business-day.arrivalsPending": {
    one: "{count} reserva esperada hasta el {date} no tiene la llegada registrada: registre la llegada o márquela como no presentada primero",
    other:
      "{count} reservas esperadas hasta el {date} no tienen la llegada registrada: registre las llegadas o márquelas como no presentadas primero",
  },
  "refusal.business-day.reportNotFound": "el {date} no es un día cerrado de este establecimiento",
  "refusal.day_closing":
    "el día de este establecimiento ya se está cerrando; inténtelo de nuevo en un momento",
  "refusal.folios.creditLeft":
    "queda un saldo a favor de {credit} {currency}: reembólselo antes de que el huésped se vaya",
  "refusal.auth.tooManyAttempts": {
    one: "demasiados intentos, inténtelo de nuevo en {count} minuto",
    other: "demasiados intentos, inténtelo de nuevo en {count} minutos",
  },
  "refusal.suites.codeTaken": {
    one: "el código {codes} ya pertenece a otra suite de esta sucursal",
    other: "los códigos {codes} ya pertenecen a otra suite de esta sucursal",
  },
  "refusal.suites.unknownUtility": "el servicio {utility} no está en la lista «{list}»",
  "refusal.suites.booked": {
    one: "la habitación {rooms} tiene reservas; la suite no se puede eliminar, archívela en su lugar",
    other: "las habitaciones {rooms} tienen reservas; la suite no se puede eliminar, archívela en su lugar",
  },
  "refusal.suites.bookedCodes": {
    one: "la habitación {rooms} tiene reservas; una habitación reservada no se puede quitar de la suite ni pasar a otra sucursal",
    other:
      "las habitaciones {rooms} tienen reservas; una habitación reservada no se puede quitar de la suite ni pasar a otra sucursal",
  },
  "refusal.suites.archivedRoom":
    "la habitación {room} pertenece a una suite archivada y no se puede reservar",
  "refusal.suites.heldAhead": {
    one: "la habitación {rooms} tiene estancias o bloqueos sin terminar; la suite no se puede archivar antes de que terminen",
    other:
      "las habitaciones {rooms} tienen estancias o bloqueos sin terminar; la suite no se puede archivar antes de que terminen",
  },
  "refusal.rooms.roomNotFound": "el código {room} no es una habitación de esta sucursal",
  "refusal.rooms.tooLong": "un bloqueo fuera de servicio puede durar como máximo {nights} noches",
  "refusal.rooms.held": "la habitación {room} está bloqueada esas noches; está libre desde {freeFrom}",
  "refusal.rates.codeTaken": "el código {code} ya es un plan de tarifa de este establecimiento",
  "refusal.rates.derivedPriced":
    "{code} deriva de otro plan: sus precios siguen a los de su plan padre, cambie esos",
  "refusal.rates.parentDerived": "{code} ya es derivado: un plan deriva de un plan que no lo es",
  "refusal.rates.hasDerived": "hay planes que derivan de {code}: no puede volverse derivado",
  "refusal.rates.inactive": "el plan de tarifa {code} está archivado y no vende estancias nuevas",
  "refusal.rates.refused": "la tarifa no admite esta estancia: {reasons}",
  "refusal.branches.codeTaken": "{code} ya es el código de otro establecimiento",
  "refusal.catalogue.itemTaken": "{code} ya es un artículo del catálogo de este establecimiento",
  "refusal.catalogue.unknownTax": "{code} no es un impuesto de este establecimiento",
  "refusal.catalogue.taxOverlaps": "{code} ya tiene un tipo en parte de ese periodo: termínelo primero",
  "refusal.catalogue.noRateOn": "{code} no tiene tipo el {day}: dé al impuesto un periodo que lo cubra",
  "contract.BranchMessage.code": "el código debe tener de 1 a 10 letras, dígitos o «-»",
  "contract.BranchMessage.pricesIncludeTax": "PricesIncludeTax debe ser verdadero o falso",
  "contract.DayMessage.auditTime": "AuditTime debe ser una hora HH:MM",
  "contract.DayMessage.autoNoShow": "AutoNoShow debe ser verdadero o falso",
  "contract.CatalogueMessage.code": "el código es obligatorio",
  "contract.CatalogueMessage.itemCodeFormat": "el código debe tener de 1 a 40 letras, dígitos, «-» o «_»",
  "contract.CatalogueMessage.taxCodeFormat": "el código debe tener de 1 a 20 letras, dígitos, «-» o «_»",
  "contract.CatalogueMessage.name": "el nombre es obligatorio",
  "contract.CatalogueMessage.price":
    "el precio debe ser un número de 0 a 10000000 con 2 decimales como máximo",
  "contract.CatalogueMessage.taxCodes": "un artículo tiene 5 impuestos como máximo",
  "contract.CatalogueMessage.active": "Active debe ser verdadero o falso",
  "contract.CatalogueMessage.percent":
    "el porcentaje debe ser un número de 0 a 100 con 2 decimales como máximo",
  "contract.CatalogueMessage.from": "el inicio debe ser una fecha AAAA-MM-DD",
  "contract.CatalogueMessage.to": "el fin debe ser una fecha AAAA-MM-DD posterior al inicio, o quedar vacío",
  "contract.CatalogueMessage.itemNotFound": "artículo no encontrado",
  "contract.CatalogueMessage.taxNotFound": "impuesto no encontrado",
  "contract.CatalogueMessage.roomKept":
    "room es el artículo de las noches: su código se mantiene, su precio es el de cada noche y no se archiva",
  // Refusals without values the catalogues lacked, known by their words.
  "contract.BookingMessage.checkoutPast": "la fecha de salida no puede estar en el pasado",
  "contract.AvailabilityMessage.checkoutAfterCheckin": "la salida debe ser posterior a la llegada",
  "contract.DashboardMessage.timeZone": "timeZone debe ser una zona horaria IANA, por ejemplo Europe/London",
  "contract.IdempotencyMessage.key": "la Idempotency-Key debe tener de 1 a 200 caracteres visibles",
  "contract.LiveMessage.badEventId": "el Last-Event-ID debe ser un número entero mayor o igual que 0",
  "contract.ScanMessage.notFound": "escaneo no encontrado",
  "contract.GuestMessage.notFound": "huésped no encontrado",
  "contract.RateMessage.notFound": "plan de tarifa no encontrado",
  "contract.RateMessage.suiteNotFound": "suite no encontrada en este establecimiento",
  "contract.RateMessage.parentItself": "un plan no puede derivar de sí mismo",
  "contract.RateMessage.barKept":
    "BAR sigue siendo el plan base del establecimiento: no puede ser derivado ni archivado",
  "contract.OfferMessage.arrivalPast": "la llegada debe ser hoy o más tarde",
  "contract.GuestMessage.merged": "este huésped se fusionó con otro perfil; reserve con ese",
  "contract.GuestMessage.profileId": "ProfileId debe ser el identificador de un huésped",
  "contract.GuestMessage.nationality": "la nacionalidad debe ser un texto",
  "contract.GuestMessage.notes": "las notas deben ser un texto",
  "contract.GuestMessage.tags": "las etiquetas deben ser una lista de textos",
  "contract.GuestMessage.tag": "una etiqueta tiene como máximo 40 caracteres",
  "contract.GuestMessage.tagsMax": "un huésped tiene como máximo 20 etiquetas",
  "contract.guest.notesMax": "las notas tienen como máximo 2000 caracteres",
  "contract.GuestMessage.mergedEdit": "este huésped se fusionó con otro perfil; edite ese",
  "contract.GuestMessage.anonymizedEdit": "este huésped fue anonimizado y no se puede editar",
  "contract.GuestMergeMessage.from": "From debe listar de 1 a 20 identificadores de huéspedes",
  "contract.GuestMergeMessage.self": "un huésped no puede fusionarse consigo mismo",
  "contract.GuestMergeMessage.targetMerged": "este huésped se fusionó con otro perfil; fusione con ese",
  "contract.GuestMergeMessage.fromMerged": "un huésped a fusionar ya se fusionó con otro perfil",
  "contract.GuestMergeMessage.anonymized": "un huésped anonimizado no puede fusionarse",
  "contract.GuestMergeMessage.notFound": "fusión no encontrada",
  "contract.GuestMergeMessage.undone": "esta fusión ya se deshizo",
  "contract.GuestMergeMessage.keptMergedSince":
    "el huésped conservado se fusionó después con otro perfil; deshaga primero esa fusión",
  "contract.GuestMergeMessage.laterMerge":
    "una fusión posterior con estos huéspedes no se ha deshecho; deshágala primero",
  "contract.GuestErasureMessage.hasStay":
    "este huésped tiene una reserva o está alojado; anonimícelo cuando la estancia haya terminado o se haya cancelado",
  "contract.GuestErasureMessage.anonymized":
    "este huésped fue anonimizado y ya no se puede reservar; resérvelo como un huésped nuevo",
  "contract.FolioMessage.notFound": "folio no encontrado",
  "contract.FolioMessage.entryNotFound": "movimiento no encontrado en este folio",
  "contract.FolioMessage.invoiceNotFound": "factura no encontrada",
  "contract.FolioMessage.notACharge": "solo un cargo se corrige con un descuento",
  "contract.FolioMessage.notAPayment": "solo un pago se reembolsa",
  "contract.FolioMessage.nothingLeft": "no queda nada de este movimiento por traspasar",
  "contract.FolioMessage.sameFolio": "un movimiento se traspasa a otro folio, no al suyo",
  "contract.FolioMessage.otherBranch": "un movimiento se traspasa a un folio del mismo establecimiento",
  "contract.FolioMessage.nothingToInvoice": "el folio no tiene nada que facturar",
  "contract.FolioMessage.notAnInvoice": "una factura rectificativa no se anula; emita una factura nueva",
  "contract.FolioMessage.item": "el artículo es obligatorio",
  "contract.FolioMessage.quantity": "la cantidad debe ser un número entero de 1 a 999",
  "contract.FolioMessage.price": "el precio debe ser un número de 0 a 10000000 con 2 decimales como máximo",
  "contract.FolioMessage.amount":
    "el importe debe ser un número mayor que 0 y de 10000000 como máximo, con 2 decimales como máximo",
  "contract.FolioMessage.method": "la forma de pago debe ser efectivo, tarjeta, transferencia u otro",
  "contract.FolioMessage.serviceDate": "la fecha del servicio debe ser una fecha AAAA-MM-DD",
  "contract.FolioMessage.reason": "el motivo es obligatorio",
  "contract.FolioMessage.payer": "el pagador es obligatorio",
  "contract.FolioMessage.forceReason": "hace falta un motivo para salir con saldo pendiente",
  "contract.FolioMessage.allNightsCharged": "todas las noches de esta estancia ya están cargadas",
  "contract.FolioMessage.roomPriced":
    "una noche se carga una vez, al precio de la estancia para esa noche: deje fuera Price y Quantity",
  "refusal.live.changed": "Modificado por {actor} {ago}: recargue o sobrescriba",
  "refusal.held.user": { one: "{count} usuario", other: "{count} usuarios" },
  "refusal.held.branch": { one: "{count} sucursal", other: "{count} sucursales" },
  "refusal.held.suite": { one: "{count} suite", other: "{count} suites" },
  "refusal.held.image": { one: "{count} imagen", other: "{count} imágenes" },
};
