/** The contract's refusals by name with their values (see en/refusals.ts), and a few known by their words. */
export const refusals = {
  "refusal.users.usernameTaken": "le nom d’utilisateur {username} est déjà pris",
  "refusal.users.emailTaken": "l’e-mail {email} appartient déjà à un utilisateur",
  "refusal.users.alreadyAccepted":
    "{username} a déjà accepté l’invitation ; activez le compte au lieu d’inviter à nouveau",
  "refusal.bookings.notARoom": "le code {room} n’est pas une chambre de cet établissement",
  "refusal.bookings.taken":
    "la chambre {room} est déjà réservée pour ce séjour ; elle est libre à partir du {freeFrom}",
  "refusal.bookings.notYetArrived":
    "cette réservation arrive le {day} ; elle ne peut pas être enregistrée ni marquée non présentée avant",
  "refusal.bookings.notReserved":
    "seule une réservation peut être enregistrée à l’arrivée ou marquée non présentée ; cette réservation a le statut « {status} »",
  "refusal.bookings.notInHouse":
    "seul un client en séjour peut partir ; cette réservation a le statut « {status} »",
  "refusal.bookings.notCancellable": "cette réservation a le statut « {status} » et ne peut pas être annulée",
  "refusal.bookings.notMovable":
    "seule une réservation ou un client en séjour peut être déplacé ; cette réservation a le statut « {status} »",
  "refusal.bookings.tooLong": "un séjour peut durer au plus {nights} nuits",
  "refusal.bookings.registrationIncomplete": {
    one: "pour l’arrivée, le champ {fields} du client est obligatoire",
    other: "pour l’arrivée, les champs {fields} du client sont obligatoires",
  },
  "refusal.domains.exists": "une société nommée {name} existe déjà",
  "refusal.domains.holds": "cette société contient encore {held} ; supprimez-les avant de la supprimer",
  "refusal.countries.exists": "un pays nommé {name} existe déjà",
  "refusal.utilities.exists": "un équipement nommé {name} existe déjà",
  "refusal.roles.heldBy": {
    one: "ce rôle est attribué à {count} utilisateur ; donnez-lui d’abord un autre rôle",
    other: "ce rôle est attribué à {count} utilisateurs ; donnez-leur d’abord un autre rôle",
  },
  "refusal.branches.unknownCountry": "le pays {country} n’est pas dans la liste des pays",
  "refusal.branches.stateNotInCountry": "la région {state} n’est pas une région de {country}",
  "refusal.branches.holds":
    "cet établissement contient encore {held} ; déplacez-les ou supprimez-les avant de le supprimer",
  "refusal.folios.itemNotFound": "{item} n’est pas un article du catalogue de cet établissement",
  "refusal.folios.itemInactive": "{item} n’est plus vendu : il est archivé dans le catalogue",
  "refusal.folios.closed": "le folio {number} est clôturé : annulez sa facture pour y passer de nouveau",
  "refusal.folios.notANight": "le {day} n’est pas une nuit de ce séjour",
  "refusal.folios.nightCharged": "la nuit du {day} est déjà facturée",
  "refusal.folios.overAllowance":
    "une remise ne dépasse pas ce qui reste de sa prestation : {left} {currency}",
  "refusal.folios.overRefund":
    "un remboursement ne dépasse pas ce qui reste de son paiement : {left} {currency}",
  "refusal.folios.unbalanced":
    "le folio doit être soldé avant d’émettre sa facture : {due} {currency} restent dus",
  "refusal.folios.alreadyCancelled": "la facture {number} est déjà annulée",
  "refusal.folios.balanceDue": "{due} {currency} restent dus",
  "refusal.business-day.notBusinessDate":
    "le {date} n'est pas le jour d'exploitation de cet établissement : ses livres sont ouverts pour le {businessDate}",
  "refusal.business-day.notYet":
    "le {date} ne peut pas être clôturé avant d'avoir commencé : nous sommes le {today} à l'heure de l'établissement",
  "refusal.business-day.arrivalsPending": {
    one: "{count} réservation attendue d'ici le {date} n'est pas enregistrée : enregistrez l'arrivée ou marquez-la non présentée d'abord",
    other:
      "{count} réservations attendues d'ici le {date} ne sont pas enregistrées : enregistrez les arrivées ou marquez-les non présentées d'abord",
  },
  "refusal.business-day.reportNotFound": "le {date} n'est pas un jour clôturé de cet établissement",
  "refusal.day_closing":
    "la journée de cet établissement est déjà en cours de clôture ; réessayez dans un instant",
  "refusal.folios.creditLeft":
    "un avoir de {credit} {currency} reste : remboursez-le avant le départ du client",
  "refusal.auth.tooManyAttempts": {
    one: "trop de tentatives, réessayez dans {count} minute",
    other: "trop de tentatives, réessayez dans {count} minutes",
  },
  "refusal.suites.codeTaken": {
    one: "le code {codes} appartient déjà à une autre suite de cet établissement",
    other: "les codes {codes} appartiennent déjà à une autre suite de cet établissement",
  },
  "refusal.suites.unknownUtility": "l’équipement {utility} n’est pas dans la liste « {list} »",
  "refusal.suites.booked": {
    one: "la chambre {rooms} a des réservations ; la suite ne peut pas être supprimée, archivez-la plutôt",
    other:
      "les chambres {rooms} ont des réservations ; la suite ne peut pas être supprimée, archivez-la plutôt",
  },
  "refusal.suites.bookedCodes": {
    one: "la chambre {rooms} a des réservations ; une chambre réservée ne peut pas être retirée de la suite ni changer d’établissement",
    other:
      "les chambres {rooms} ont des réservations ; une chambre réservée ne peut pas être retirée de la suite ni changer d’établissement",
  },
  "refusal.suites.archivedRoom":
    "la chambre {room} appartient à une suite archivée et ne peut pas être réservée",
  "refusal.suites.heldAhead": {
    one: "la chambre {rooms} a des séjours ou des blocages non terminés ; la suite ne peut pas être archivée avant leur fin",
    other:
      "les chambres {rooms} ont des séjours ou des blocages non terminés ; la suite ne peut pas être archivée avant leur fin",
  },
  "refusal.rooms.roomNotFound": "le code {room} n’est pas une chambre de cet établissement",
  "refusal.rooms.tooLong": "un blocage hors service peut durer au plus {nights} nuits",
  "refusal.rooms.held":
    "la chambre {room} est bloquée pour ces nuits ; elle est libre à partir du {freeFrom}",
  "refusal.rates.codeTaken": "le code {code} est déjà un plan tarifaire de cet établissement",
  "refusal.rates.derivedPriced":
    "{code} dérive d’un autre plan : ses prix suivent ceux de son parent, modifiez plutôt ceux-là",
  "refusal.rates.parentDerived": "{code} est lui-même dérivé : un plan dérive d’un plan qui ne l’est pas",
  "refusal.rates.hasDerived": "des plans dérivent de {code} : il ne peut pas devenir dérivé",
  "refusal.rates.inactive": "le plan tarifaire {code} est archivé et ne vend plus de séjour",
  "refusal.rates.refused": "le tarif refuse ce séjour : {reasons}",
  "refusal.branches.codeTaken": "{code} est déjà le code d’un autre établissement",
  "refusal.catalogue.itemTaken": "{code} est déjà un article du catalogue de cet établissement",
  "refusal.catalogue.unknownTax": "{code} n’est pas une taxe de cet établissement",
  "refusal.catalogue.taxOverlaps":
    "{code} a déjà un taux sur une partie de cette période : terminez-la d’abord",
  "refusal.catalogue.noRateOn":
    "{code} n’a pas de taux le {day} : donnez à la taxe une période qui le couvre",
  "contract.BranchMessage.code": "le code doit compter de 1 à 10 lettres, chiffres ou « - »",
  "contract.BranchMessage.pricesIncludeTax": "PricesIncludeTax doit valoir vrai ou faux",
  "contract.DayMessage.auditTime": "AuditTime doit être une heure HH:MM",
  "contract.DayMessage.autoNoShow": "AutoNoShow doit valoir vrai ou faux",
  "contract.CatalogueMessage.code": "le code est obligatoire",
  "contract.CatalogueMessage.itemCodeFormat":
    "le code doit compter de 1 à 40 lettres, chiffres, « - » ou « _ »",
  "contract.CatalogueMessage.taxCodeFormat":
    "le code doit compter de 1 à 20 lettres, chiffres, « - » ou « _ »",
  "contract.CatalogueMessage.name": "le nom est obligatoire",
  "contract.CatalogueMessage.price": "le prix doit être un nombre de 0 à 10000000 avec au plus 2 décimales",
  "contract.CatalogueMessage.taxCodes": "un article a au plus 5 taxes",
  "contract.CatalogueMessage.active": "Active doit valoir vrai ou faux",
  "contract.CatalogueMessage.percent": "le taux doit être un nombre de 0 à 100 avec au plus 2 décimales",
  "contract.CatalogueMessage.from": "le début doit être une date AAAA-MM-JJ",
  "contract.CatalogueMessage.to": "la fin doit être une date AAAA-MM-JJ après le début, ou rester vide",
  "contract.CatalogueMessage.itemNotFound": "article introuvable",
  "contract.CatalogueMessage.taxNotFound": "taxe introuvable",
  "contract.CatalogueMessage.roomKept":
    "room est l’article des nuits : son code reste, son prix est celui de chaque nuit, et il n’est pas archivé",
  // Refusals without values the catalogues lacked, known by their words.
  "contract.BookingMessage.checkoutPast": "la date de départ ne doit pas être passée",
  "contract.AvailabilityMessage.checkoutAfterCheckin": "le départ doit être postérieur à l’arrivée",
  "contract.DashboardMessage.timeZone":
    "timeZone doit être un fuseau horaire IANA, par exemple Europe/London",
  "contract.IdempotencyMessage.key": "l’Idempotency-Key doit comporter de 1 à 200 caractères visibles",
  "contract.LiveMessage.badEventId": "le Last-Event-ID doit être un nombre entier supérieur ou égal à 0",
  "contract.ScanMessage.notFound": "scan de pièce d’identité introuvable",
  "contract.GuestMessage.notFound": "client introuvable",
  "contract.RateMessage.notFound": "plan tarifaire introuvable",
  "contract.RateMessage.suiteNotFound": "suite introuvable dans cet établissement",
  "contract.RateMessage.parentItself": "un plan ne peut pas dériver de lui-même",
  "contract.RateMessage.barKept":
    "BAR reste le plan de base de l’établissement : il ne peut être ni dérivé ni archivé",
  "contract.OfferMessage.arrivalPast": "l’arrivée doit être aujourd’hui ou plus tard",
  "contract.GuestMessage.merged": "ce client a été fusionné avec une autre fiche ; réservez avec celle-ci",
  "contract.GuestMessage.profileId": "ProfileId doit être l’identifiant d’un client",
  "contract.GuestMessage.nationality": "la nationalité doit être un texte",
  "contract.GuestMessage.notes": "les notes doivent être un texte",
  "contract.GuestMessage.tags": "les étiquettes doivent être une liste de textes",
  "contract.GuestMessage.tag": "une étiquette fait au plus 40 caractères",
  "contract.GuestMessage.tagsMax": "un client a au plus 20 étiquettes",
  "contract.guest.notesMax": "les notes font au plus 2000 caractères",
  "contract.GuestMessage.mergedEdit": "ce client a été fusionné avec une autre fiche ; modifiez celle-ci",
  "contract.GuestMessage.anonymizedEdit": "ce client a été anonymisé et ne peut plus être modifié",
  "contract.GuestMergeMessage.from": "From doit lister de 1 à 20 identifiants de clients",
  "contract.GuestMergeMessage.self": "un client ne peut pas être fusionné avec lui-même",
  "contract.GuestMergeMessage.targetMerged":
    "ce client a été fusionné avec une autre fiche ; fusionnez avec celle-ci",
  "contract.GuestMergeMessage.fromMerged": "un client à fusionner a déjà été fusionné avec une autre fiche",
  "contract.GuestMergeMessage.anonymized": "un client anonymisé ne peut pas être fusionné",
  "contract.GuestMergeMessage.notFound": "fusion introuvable",
  "contract.GuestMergeMessage.undone": "cette fusion a déjà été annulée",
  "contract.GuestMergeMessage.keptMergedSince":
    "le client conservé a depuis été fusionné avec une autre fiche ; annulez d’abord cette fusion",
  "contract.GuestMergeMessage.laterMerge":
    "une fusion plus récente avec ces clients n’a pas été annulée ; annulez-la d’abord",
  "contract.GuestErasureMessage.hasStay":
    "ce client a une réservation ou est en séjour ; anonymisez-le une fois le séjour terminé ou annulé",
  "contract.GuestErasureMessage.anonymized":
    "ce client a été anonymisé et ne peut plus être réservé ; réservez-le comme un nouveau client",
  "contract.FolioMessage.notFound": "folio introuvable",
  "contract.FolioMessage.entryNotFound": "écriture introuvable dans ce folio",
  "contract.FolioMessage.invoiceNotFound": "facture introuvable",
  "contract.FolioMessage.notACharge": "seule une prestation se corrige par une remise",
  "contract.FolioMessage.notAPayment": "seul un paiement se rembourse",
  "contract.FolioMessage.nothingLeft": "il ne reste rien de cette écriture à déplacer",
  "contract.FolioMessage.sameFolio": "une écriture se déplace vers un autre folio, pas vers le sien",
  "contract.FolioMessage.otherBranch": "une écriture se déplace vers un folio du même établissement",
  "contract.FolioMessage.nothingToInvoice": "le folio n’a rien à facturer",
  "contract.FolioMessage.notAnInvoice": "un avoir ne s’annule pas ; émettez plutôt une nouvelle facture",
  "contract.FolioMessage.item": "l’article est obligatoire",
  "contract.FolioMessage.quantity": "la quantité doit être un nombre entier de 1 à 999",
  "contract.FolioMessage.price": "le prix doit être un nombre de 0 à 10000000 avec au plus 2 décimales",
  "contract.FolioMessage.amount":
    "le montant doit être un nombre supérieur à 0 et d’au plus 10000000, avec au plus 2 décimales",
  "contract.FolioMessage.method": "le moyen de paiement doit être espèces, carte, virement ou autre",
  "contract.FolioMessage.serviceDate": "la date de prestation doit être une date AAAA-MM-JJ",
  "contract.FolioMessage.reason": "le motif est obligatoire",
  "contract.FolioMessage.payer": "le payeur est obligatoire",
  "contract.FolioMessage.forceReason": "un motif est obligatoire pour partir avec un solde dû",
  "contract.FolioMessage.allNightsCharged": "toutes les nuits de ce séjour sont déjà facturées",
  "contract.FolioMessage.roomPriced":
    "une nuit se facture une fois, au prix du séjour pour cette nuit : laissez Price et Quantity de côté",
  "refusal.live.changed": "Modifié par {actor} {ago} : rechargez ou écrasez",
  "refusal.held.user": { one: "{count} utilisateur", other: "{count} utilisateurs" },
  "refusal.held.branch": { one: "{count} établissement", other: "{count} établissements" },
  "refusal.held.suite": { one: "{count} suite", other: "{count} suites" },
  "refusal.held.image": { one: "{count} image", other: "{count} images" },
};
