// Lengths on the PDF's drawing in the way US plans write them: feet and whole inches (20' 6").

/** `lengthFt` as feet and inches rounded to the inch, e.g. 20.5 → `20' 6"`. */
export function formatFeetInches(lengthFt: number): string {
  const totalIn = Math.round(Math.abs(lengthFt) * 12);
  const feet = Math.floor(totalIn / 12);
  const inches = totalIn % 12;
  return `${lengthFt < 0 ? '-' : ''}${feet}' ${inches}"`;
}
