//! A test binary with the system allocator, unwrapped, as a serbench target that keeps its own
//! allocator without `Counting`: nothing is counted, and the engine says so.

#[test]
fn an_allocator_not_wrapped_is_not_counted() {
    assert!(!engine::allocations_counted());
}
