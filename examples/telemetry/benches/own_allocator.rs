//! A project that ships its own global allocator measures with it: the target declares it and
//! `main!(own_allocator, ..)` keeps it. Wrapped in `serbench::Counting`
//! (`serbench::Counting::new(mimalloc::MiMalloc)`) it would count allocations too; here it is
//! not wrapped, and the tables say "not counted".

#[global_allocator]
static ALLOC: std::alloc::System = std::alloc::System;

serbench::main!(own_allocator, || telemetry::events(100));
