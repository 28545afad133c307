// Runs a wasm32-wasip1 program in Node's own WASI (V8's engine):
// `node --no-warnings node.mjs PROGRAM.wasm [ARGS...]`, standard output and error inherited, the
// program's exit code returned; a trap prints `trap: <message>` on standard error and exits with 3.
import { readFile } from "node:fs/promises";
import { argv, exit, stderr } from "node:process";
import { WASI } from "node:wasi";

const path = argv[2];
const wasi = new WASI({ version: "preview1", args: [path, ...argv.slice(3)], returnOnExit: true });
const module = await WebAssembly.compile(await readFile(path));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
let code;
try {
  code = wasi.start(instance);
} catch (error) {
  stderr.write(`trap: ${error.message}\n`);
  code = 3;
}
exit(code);
