/** The texts of the duplicate guests screen and of a profile's merges. */
export const guestMerges = {
  "nav.guestDuplicates": "Clients en double",
  "guestMerges.description":
    "Des fiches qui sont probablement un même client. Choisissez celle à garder et fusionnez-y les autres.",
  "guestMerges.what": "Les clients en double",
  "guestMerges.none": "Aucun doublon probable",
  "guestMerges.noneText":
    "Les fiches ayant le même e-mail, le même téléphone, ou les mêmes noms et pièce d’identité apparaissent ici.",
  "guestMerges.reason.email": "Même e-mail",
  "guestMerges.reason.phone": "Même téléphone",
  "guestMerges.reason.nameAndId": "Même nom et pièce d’identité",
  "guestMerges.email": "E-mail",
  "guestMerges.phone": "Téléphone",
  "guestMerges.guestId": "Pièce d’identité",
  "guestMerges.empty": "—",
  "guestMerges.stays": { one: "{count} séjour", other: "{count} séjours" },
  "guestMerges.lastStay": "Dernier séjour le {day}",
  "guestMerges.noStay": "Aucun séjour",
  "guestMerges.keep": "Fiche à garder",
  "guestMerges.merge": "Fusionner",
  "guestMerges.mergeTitle": "Fusionner des fiches clients",
  "guestMerges.mergeQuestion": {
    one: "Fusionner {count} fiche avec {name} ? Ses réservations passent à {name} et elle quitte la liste des clients ; les coordonnées de {name} restent telles quelles. La fusion pourra être annulée depuis la fiche de {name}.",
    other:
      "Fusionner {count} fiches avec {name} ? Leurs réservations passent à {name} et elles quittent la liste des clients ; les coordonnées de {name} restent telles quelles. La fusion pourra être annulée depuis la fiche de {name}.",
  },
  "guestMerges.merged": {
    one: "{count} fiche fusionnée avec {name}",
    other: "{count} fiches fusionnées avec {name}",
  },
  "guestMerges.undone": "Fusion avec {name} annulée",
  "guestMerges.history": "Fusions avec cette fiche",
  "guestMerges.historyWhat": "Les fusions",
  "guestMerges.historyNone": "Aucune fiche n’a été fusionnée avec celle-ci.",
  "guestMerges.mergedBy": "{when}, par {who}",
  "guestMerges.moved": { one: "{count} réservation déplacée", other: "{count} réservations déplacées" },
  "guestMerges.undoneAt": "Annulée le {when}",
  "guestMerges.undo": "Annuler",
  "guestMerges.undoTitle": "Annuler cette fusion",
  "guestMerges.undoQuestion":
    "Remettre les réservations sur {names} ? Les réservations faites sur cette fiche depuis la fusion y restent.",
};
