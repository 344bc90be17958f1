/** The texts of the duplicate guests screen and of a profile's merges. */
export const guestMerges = {
  "nav.guestDuplicates": "Huéspedes duplicados",
  "guestMerges.description":
    "Perfiles que probablemente son un mismo huésped. Elija el que se conserva y fusione los demás en él.",
  "guestMerges.what": "Los huéspedes duplicados",
  "guestMerges.none": "No hay duplicados probables",
  "guestMerges.noneText":
    "Aquí aparecen los perfiles con el mismo correo, el mismo teléfono, o los mismos nombres y documento.",
  "guestMerges.reason.email": "Mismo correo",
  "guestMerges.reason.phone": "Mismo teléfono",
  "guestMerges.reason.nameAndId": "Mismo nombre y documento",
  "guestMerges.email": "Correo",
  "guestMerges.phone": "Teléfono",
  "guestMerges.guestId": "Documento",
  "guestMerges.empty": "—",
  "guestMerges.stays": { one: "{count} estancia", other: "{count} estancias" },
  "guestMerges.lastStay": "Última estancia el {day}",
  "guestMerges.noStay": "Sin estancias",
  "guestMerges.keep": "Perfil que se conserva",
  "guestMerges.merge": "Fusionar",
  "guestMerges.mergeTitle": "Fusionar perfiles de huéspedes",
  "guestMerges.mergeQuestion": {
    one: "¿Fusionar {count} perfil en {name}? Sus reservas pasan a {name} y sale de la lista de huéspedes; los datos de {name} quedan como están. La fusión puede deshacerse después desde el perfil de {name}.",
    other:
      "¿Fusionar {count} perfiles en {name}? Sus reservas pasan a {name} y salen de la lista de huéspedes; los datos de {name} quedan como están. La fusión puede deshacerse después desde el perfil de {name}.",
  },
  "guestMerges.merged": {
    one: "{count} perfil fusionado en {name}",
    other: "{count} perfiles fusionados en {name}",
  },
  "guestMerges.undone": "Fusión en {name} deshecha",
  "guestMerges.history": "Fusiones en este perfil",
  "guestMerges.historyWhat": "Las fusiones",
  "guestMerges.historyNone": "Ningún perfil se fusionó en este.",
  "guestMerges.mergedBy": "{when}, por {who}",
  "guestMerges.moved": { one: "{count} reserva movida", other: "{count} reservas movidas" },
  "guestMerges.undoneAt": "Deshecha el {when}",
  "guestMerges.undo": "Deshacer",
  "guestMerges.undoTitle": "Deshacer esta fusión",
  "guestMerges.undoQuestion":
    "¿Devolver las reservas a {names}? Las reservas hechas en este perfil después de la fusión se quedan aquí.",
};
