//! The bench binary of the techniques suite (`bench-cli run --suite techniques`).

engine::bench_main!(techniques::Suite);
