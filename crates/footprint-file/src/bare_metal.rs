//! `bare-metal.json`, as `footprint bare-metal --json` writes it: each format crate's round trip of
//! `message` built for a bare-metal Cortex-M without an allocator and with one, what it adds to
//! the program's flash and RAM, and the round trip run on an emulated Cortex-M.

use serde::{Deserialize, Serialize};

/// The file's layout version; a reader refuses another.
pub const BARE_METAL_SCHEMA: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BareMetal {
    pub schema: u32,
    pub meta: BareMetalMeta,
    /// Format crate by format crate, without an allocator, then with one.
    pub rows: Vec<FirmwareRow>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct BareMetalMeta {
    pub commit: String,
    pub timestamp: String,
    pub rustc: String,
    /// `thumbv7em-none-eabihf`.
    pub target: String,
    /// The programs' profile settings.
    pub profile: String,
    /// The encoding buffer's bytes, and the static heap's in the build with an allocator.
    pub buffer: usize,
    pub heap: usize,
    /// What ran the programs (`qemu-system-arm 7.2.22, mps2-an386 (Cortex-M4)`), or why nothing
    /// could.
    pub emulator: String,
    /// The baseline program (the types, no format) without an allocator and with one.
    pub baseline: [Option<Firmware>; 2],
    /// How flash, RAM, stack and heap are read.
    pub method: String,
}

/// One format crate's program in one mode.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FirmwareRow {
    pub package: String,
    pub name: String,
    pub variant: String,
    pub alloc: bool,
    pub outcome: FirmwareOutcome,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FirmwareOutcome {
    Built(Firmware),
    /// The build's first error, in the compiler's words.
    DoesNotBuild(String),
    /// No program is written for this format crate yet: why.
    NotTried(String),
}

/// A program that built: its sections and its run on the emulated board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Firmware {
    /// Bytes in flash: the vector table, code, read-only data and the initial values of `.data`.
    pub flash: u64,
    /// Static RAM: `.data`, `.bss` and `.uninit` (the static heap, with an allocator).
    pub ram: u64,
    pub run: TargetRun,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TargetRun {
    /// The value came back equal, on the board.
    RoundTripped {
        /// The encoding's length.
        bytes: usize,
        /// The same program built for the host wrote the same bytes.
        equal_to_host: bool,
        /// Bytes of stack each call reached, from the stack pointer at the call.
        encode_stack: u64,
        decode_stack: u64,
        /// Bytes the decode took from the heap (0 without an allocator).
        decode_heap: u64,
    },
    /// It did not run to its check: what it printed, or the emulator's error.
    Failed(String),
}

impl FirmwareRow {
    /// The program, where it built.
    pub fn firmware(&self) -> Option<&Firmware> {
        match &self.outcome {
            FirmwareOutcome::Built(firmware) => Some(firmware),
            _ => None,
        }
    }
}

impl BareMetal {
    /// `(flash, RAM)` the program of `row` adds over the baseline of its mode.
    pub fn added(&self, row: &FirmwareRow) -> Option<(i64, i64)> {
        let firmware = row.firmware()?;
        let baseline = self.meta.baseline[usize::from(row.alloc)].as_ref()?;
        let signed = |bytes: u64| i64::try_from(bytes).unwrap_or(i64::MAX);
        Some((
            signed(firmware.flash) - signed(baseline.flash),
            signed(firmware.ram) - signed(baseline.ram),
        ))
    }
}
