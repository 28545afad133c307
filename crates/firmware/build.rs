//! On a bare-metal target, the memory map of qemu's `mps2-an386` (a Cortex-M4 board) for
//! cortex-m-rt's linker script, which finds `memory.x` on the link search path.

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("none") {
        return;
    }
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    // 4 MiB of code memory at 0 and 4 MiB of RAM at 0x2000_0000, as the board maps them; the
    // stack starts at the top of RAM.
    let memory = "MEMORY\n{\n  FLASH : ORIGIN = 0x00000000, LENGTH = 4M\n  \
                  RAM : ORIGIN = 0x20000000, LENGTH = 4M\n}\n";
    std::fs::write(out.join("memory.x"), memory).expect("OUT_DIR is writable");
    println!("cargo::rustc-link-search={}", out.display());
}
