//! serbench on a recursive type: a node whose children are nodes, as a document tree, a
//! comment thread or an expression is. `-- --hostile` also tries each format's decoder on a chain
//! of nodes nested deeper and deeper (`nested`), on an 8 MiB and a 256 KiB stack: how deep an
//! attacker's bytes take each decoder before it refuses, or overflows the stack instead.

use serde::{Deserialize, Serialize};

/// A node and the nodes under it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Node {
    name: String,
    children: Vec<Node>,
}

/// `n` small trees, three levels deep.
fn trees(n: usize) -> Vec<Node> {
    let leaf = |name: String| Node { name, children: Vec::new() };
    (0..n)
        .map(|i| Node {
            name: format!("root {i}"),
            children: (0..i % 4)
                .map(|j| Node {
                    name: format!("{i}.{j}"),
                    children: vec![leaf(format!("{i}.{j}.0"))],
                })
                .collect(),
        })
        .collect()
}

/// A chain of nodes `depth` deep, built from its leaf up (no recursion to build it).
fn chain(depth: usize) -> Node {
    let mut node = Node { name: "leaf".into(), children: Vec::new() };
    for _ in 1..depth {
        node = Node { name: String::new(), children: vec![node] };
    }
    node
}

serbench::main!(|| trees(20), nested = chain);
