//! serbench silences the panics it catches without taking the process's panic hook from anyone:
//! `survival` from several threads at once, and a later panic still reaches the hook. A file of
//! its own, so that its process installs its hook before serbench first runs.

use std::sync::{Arc, Mutex};

use serde::{Deserialize, Serialize};

#[derive(Debug, PartialEq, Serialize, Deserialize, Clone)]
struct Reading {
    sensor: String,
    celsius: f64,
    tags: Vec<String>,
}

#[test]
fn survival_on_several_threads_leaves_later_panics_reported() {
    let reported = Arc::new(Mutex::new(Vec::new()));
    let sink = Arc::clone(&reported);
    std::panic::set_hook(Box::new(move |info| {
        let message = info.payload().downcast_ref::<&str>().map_or("?", |message| message);
        sink.lock().expect("the hook's list").push(message.to_string());
    }));
    let threads: Vec<_> = (0..8)
        .map(|thread| {
            std::thread::spawn(move || {
                for round in 0..4 {
                    let values = vec![Reading {
                        sensor: format!("t{thread}-{round}"),
                        celsius: 21.5,
                        tags: vec!["roof".into()],
                    }];
                    assert!(serbench::survival(&values).to_string().contains("serde_json/serde"));
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().expect("survival does not panic");
    }
    let later = std::thread::spawn(|| panic!("a later panic")).join();
    assert!(later.is_err());
    let reported = reported.lock().expect("the hook's list");
    assert!(reported.iter().any(|message| message == "a later panic"), "{reported:?}");
}
