/** Reading back the ZIP packages the reports write (xlsx, docx) with fflate, not the report's writer. */
import { unzipSync } from 'fflate';

/** The stored entries of a ZIP package, by name. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  return new Map(Object.entries(unzipSync(zip)).map(([name, data]) => [name, Buffer.from(data)]));
}
