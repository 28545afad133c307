"""Runs a wasm32-wasip1 program in wasmtime (its Python package, which ships the runtime):
`python3 run_wasmtime.py PROGRAM.wasm [ARGS...]`, standard output and error inherited, the program's
exit code returned; a trap prints `trap: <message>` on standard error and exits with 3."""

import sys

import wasmtime


def main() -> int:
    path = sys.argv[1]
    engine = wasmtime.Engine()
    module = wasmtime.Module.from_file(engine, path)
    linker = wasmtime.Linker(engine)
    linker.define_wasi()
    store = wasmtime.Store(engine)
    wasi = wasmtime.WasiConfig()
    wasi.argv = [path, *sys.argv[2:]]
    wasi.inherit_stdout()
    wasi.inherit_stderr()
    store.set_wasi(wasi)
    instance = linker.instantiate(store, module)
    try:
        instance.exports(store)["_start"](store)
    except wasmtime.ExitTrap as exit:
        return exit.code
    except wasmtime.Trap as trap:
        print(f"trap: {trap.message}", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
