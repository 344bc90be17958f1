/**
 * Whether the operator typed the guest's last name, to confirm an erasure: any case and accents,
 * spaces around it ignored ("dupont" confirms "Dupont", "Muller" confirms "Müller").
 */
export function typedName(typed: string, lastName: string): boolean {
  const plain = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").trim().toLocaleLowerCase();
  return plain(lastName) !== "" && plain(typed) === plain(lastName);
}
