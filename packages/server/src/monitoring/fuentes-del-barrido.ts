/** The sources a night checks case by case (they carry actuaciones), and those read per court. */
export const FUENTES_DE_ACTUACIONES = [0, 1, 2, 4];
export const FUENTES_DE_PUBLICACIONES = [3, 5, 6];
