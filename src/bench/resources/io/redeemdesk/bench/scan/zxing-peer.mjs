// The zxing-cpp peer of `bench decode-quality`: zxing-wasm (zxing-cpp compiled to WebAssembly) reads each
// picture file named on stdin, one per line, and prints one JSON line per picture:
// {"file":…,"format":…,"text":…,"ms":…} ("format" null when it read nothing).
// Arguments: the zxing-wasm package folder, then the formats (zxing-wasm names, comma-separated).
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import { join } from "node:path";

const [packageDir, formatList] = process.argv.slice(2);
const zxing = await import(pathToFileURL(join(packageDir, "dist/es/reader/index.js")).href);
await zxing.prepareZXingModule({
  overrides: { wasmBinary: readFileSync(join(packageDir, "dist/reader/zxing_reader.wasm")) },
  fireImmediately: true,
});
const options = { formats: formatList.split(","), tryHarder: true, tryRotate: true, tryInvert: true,
  tryDownscale: true, maxNumberOfSymbols: 1 };
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const file of lines) {
  if (!file) continue;
  const start = performance.now();
  const results = await zxing.readBarcodes(new Uint8Array(readFileSync(file)), options);
  const ms = performance.now() - start;
  const found = results.find((r) => r.isValid);
  process.stdout.write(JSON.stringify({ file, format: found ? found.format : null,
    text: found ? found.text : null, ms }) + "\n");
}
