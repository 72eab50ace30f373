/** Command-line options of the benches: `--name value`. */
export const texto = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};

export const numero = (name: string, fallback: number) => {
  const value = Number(texto(name) ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} debe ser un número positivo`);
  return value;
};
