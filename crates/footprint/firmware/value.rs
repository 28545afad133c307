// The message's value, the same in every program: `message`'s shape, borrowed where there is no
// allocator, owned where there is.

#[cfg(not(feature = "alloc"))]
fn value() -> Message<'static> {
    Message {
        variant: Variant::Stringy("hello"),
        opt_bool: Some(true),
        vec_strs: ["a", "bc", "def"],
        range: Span { start: 3, end: 70_000 },
    }
}

#[cfg(feature = "alloc")]
fn value() -> Message {
    Message {
        variant: Variant::Stringy("hello".into()),
        opt_bool: Some(true),
        vec_strs: alloc::vec!["a".into(), "bc".into(), "def".into()],
        range: Span { start: 3, end: 70_000 },
    }
}
