//! The results site in a real browser: `bench-cli report` writes it from the published data,
//! headless Chromium (Debian's `chromium`, driven through `chromedriver` over WebDriver) opens it
//! from disk, the test changes the chooser's inputs as a user would and checks that the ranking
//! changes as the published numbers say it must, and saves a screenshot of the chooser
//! (`target/site-test/chooser.png`; with `SERBENCH_SCREENSHOT=PATH`, also there).
//!
//! Needs `chromium` and `chromedriver`: `scripts/install-debian chromium=chromium
//! chromedriver=chromium-driver`, which `.ci/run` runs before the tests.

use std::{
    io::{Read, Write},
    net::{TcpListener, TcpStream},
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use serde_json::{Value, json};

use super::{bench_cli, scratch};

/// The workspace root (this crate's parent).
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("workspace root").to_path_buf()
}

/// A chromedriver on a free local port, killed when dropped.
struct Driver {
    child: Child,
    port: u16,
}

impl Drop for Driver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Driver {
    fn start() -> Driver {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a free local port");
        let port = listener.local_addr().expect("its address").port();
        drop(listener);
        let child = Command::new("chromedriver")
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|error| {
                panic!(
                    "cannot start chromedriver ({error}); install it with `scripts/install-debian \
                     chromium=chromium chromedriver=chromium-driver`"
                )
            });
        let driver = Driver { child, port };
        let started = Instant::now();
        while driver.try_request("GET", "/status", None).is_err() {
            assert!(started.elapsed() < Duration::from_secs(30), "chromedriver did not answer");
            std::thread::sleep(Duration::from_millis(100));
        }
        driver
    }

    /// One WebDriver command over HTTP/1.1; the response's `value`.
    fn try_request(
        &self,
        method: &str,
        path: &str,
        body: Option<&Value>,
    ) -> std::io::Result<Value> {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port))?;
        stream.set_read_timeout(Some(Duration::from_secs(120)))?;
        let body = body.map(Value::to_string).unwrap_or_default();
        write!(
            stream,
            "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.port,
            body.len()
        )?;
        // chromedriver keeps the connection open whatever the request says: read the headers,
        // then exactly the body they announce.
        let mut response = Vec::new();
        let mut byte = [0u8; 1];
        while !response.ends_with(b"\r\n\r\n") {
            if stream.read(&mut byte)? == 0 {
                return Err(std::io::Error::other("the connection closed mid-headers"));
            }
            response.push(byte[0]);
        }
        let head = String::from_utf8_lossy(&response).to_ascii_lowercase();
        let body = if head.contains("transfer-encoding: chunked") {
            let mut rest = Vec::new();
            stream.read_to_end(&mut rest)?;
            unchunk(&String::from_utf8_lossy(&rest))
        } else {
            let length = head
                .lines()
                .find_map(|line| line.strip_prefix("content-length:"))
                .and_then(|value| value.trim().parse::<usize>().ok())
                .ok_or_else(|| std::io::Error::other("no content-length"))?;
            let mut body = vec![0u8; length];
            stream.read_exact(&mut body)?;
            String::from_utf8_lossy(&body).into_owned()
        };
        let value: Value = serde_json::from_str(&body).map_err(std::io::Error::other)?;
        Ok(value["value"].clone())
    }

    fn request(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        let value = self.try_request(method, path, body).expect("chromedriver answers");
        assert!(value.get("error").is_none(), "{method} {path}: {value}");
        value
    }
}

/// A chunked HTTP body, joined.
fn unchunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        if size == 0 || rest.len() < size {
            break;
        }
        out.push_str(&rest[..size]);
        body = rest[size..].trim_start_matches("\r\n");
    }
    out
}

/// A browser session on one page.
struct Session<'a> {
    driver: &'a Driver,
    id: String,
}

impl Drop for Session<'_> {
    fn drop(&mut self) {
        let _ = self.driver.try_request("DELETE", &format!("/session/{}", self.id), None);
    }
}

impl Session<'_> {
    fn open<'a>(driver: &'a Driver, page: &Path) -> Session<'a> {
        let capabilities = json!({"capabilities": {"alwaysMatch": {
            "browserName": "chrome",
            "goog:chromeOptions": {
                "binary": "/usr/bin/chromium",
                "args": ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                         "--disable-gpu", "--window-size=1400,1100"],
            },
        }}});
        let session = driver.request("POST", "/session", Some(&capabilities));
        let id = session["sessionId"].as_str().expect("a session id").to_string();
        let session = Session { driver, id };
        let url = format!("file://{}", page.display());
        session.command("POST", "url", Some(&json!({ "url": url })));
        session
    }

    fn command(&self, method: &str, path: &str, body: Option<&Value>) -> Value {
        self.driver.request(method, &format!("/session/{}/{path}", self.id), body)
    }

    fn element(&self, css: &str) -> String {
        let found =
            self.command("POST", "element", Some(&json!({"using": "css selector", "value": css})));
        let id = found.as_object().and_then(|object| object.values().next());
        id.and_then(Value::as_str).unwrap_or_else(|| panic!("no element {css}")).to_string()
    }

    fn click(&self, css: &str) {
        let element = self.element(css);
        self.command("POST", &format!("element/{element}/click"), Some(&json!({})));
    }

    /// Replaces an input's text by typing, as a user does.
    fn type_into(&self, css: &str, text: &str) {
        let element = self.element(css);
        self.command("POST", &format!("element/{element}/clear"), Some(&json!({})));
        self.command("POST", &format!("element/{element}/value"), Some(&json!({ "text": text })));
    }

    fn script(&self, script: &str) -> Value {
        self.command("POST", "execute/sync", Some(&json!({"script": script, "args": []})))
    }

    /// The ranking's variants, best first.
    fn ranking(&self) -> Vec<String> {
        let labels = self.script(
            "return [...document.querySelectorAll('#ranking tbody tr')].map(tr => tr.dataset.label)",
        );
        serde_json::from_value(labels).expect("a list of labels")
    }

    /// The ranking's rows as the page shows them: one list of cell texts per row.
    fn ranking_cells(&self) -> Vec<Vec<String>> {
        let cells = self.script(
            "return [...document.querySelectorAll('#ranking tbody tr')]\
             .map(tr => [...tr.cells].map(td => td.textContent))",
        );
        serde_json::from_value(cells).expect("rows of cells")
    }

    /// The ruled-out variants with their reasons, as the page lists them.
    fn excluded(&self) -> Vec<String> {
        let items = self.script(
            "return [...document.querySelectorAll('#excluded li')].map(li => li.textContent)",
        );
        serde_json::from_value(items).expect("a list of items")
    }
}

/// What the published run says about one data set's variants: size, a compressor's size, and
/// the serialize + deserialize time; and each variant's serialize and deserialize time.
struct Published {
    rows: Vec<(String, f64, f64, f64)>,
    times: Vec<(f64, f64)>,
}

impl Published {
    fn load(dataset: &str, compressor: &str) -> Published {
        let path = root().join("docs/data/results.json");
        let text = std::fs::read(path).expect("docs/data/results.json");
        let results: Value = serde_json::from_slice(&text).expect("a results file");
        let number = |value: &Value| value.as_f64().unwrap_or(f64::NAN);
        let text = |value: &Value| value.as_str().unwrap_or_default().to_string();
        let measured: Vec<&Value> = results["results"]
            .as_array()
            .expect("rows")
            .iter()
            .filter(|row| row["dataset"] == dataset && row["format"] != "memcpy")
            .collect();
        let time = |row: &Value, op: &str| number(&row["ops"][op]["median_ns"]);
        let rows = measured
            .iter()
            .map(|row| {
                let label = format!("{}/{}", text(&row["format"]), text(&row["variant"]));
                let compressed = number(&row["compression"][compressor]["bytes"]);
                let round_trip = time(row, "serialize") + time(row, "deserialize");
                (label, number(&row["size_bytes"]), compressed, round_trip)
            })
            .collect();
        let times =
            measured.iter().map(|row| (time(row, "serialize"), time(row, "deserialize"))).collect();
        Published { rows, times }
    }

    /// The chooser's figures worked out by hand for every variant, uncompressed: messages/s on a
    /// link of `bandwidth` bytes/s with each end's CPU budget (a share of one core; `None`: not
    /// the user's machine, no limit), or at `target` messages/s; the bottleneck; the cores each
    /// end needs. Best first, as the chooser ranks them.
    fn by_hand(
        &self,
        bandwidth: f64,
        budgets: (Option<f64>, Option<f64>),
        target: Option<f64>,
    ) -> Vec<(String, f64, &'static str, f64, f64)> {
        let mut figures: Vec<(String, f64, &'static str, f64, f64, f64, f64)> = self
            .rows
            .iter()
            .zip(&self.times)
            .filter_map(|((label, bytes, _, _), &(ser, de))| {
                let mut limits = vec![("bandwidth", bandwidth / bytes)];
                limits.extend(budgets.0.map(|share| ("sender CPU", share * 1e9 / ser)));
                limits.extend(budgets.1.map(|share| ("receiver CPU", share * 1e9 / de)));
                let (bottleneck, most) = limits
                    .into_iter()
                    .fold(("", f64::INFINITY), |a, b| if b.1 < a.1 { b } else { a });
                let rate = match target {
                    Some(target) if most < target => return None,
                    Some(target) => target,
                    None => most,
                };
                let (sender, receiver) = (rate * ser / 1e9, rate * de / 1e9);
                let counted =
                    budgets.0.map_or(0.0, |_| sender) + budgets.1.map_or(0.0, |_| receiver);
                Some((label.clone(), rate, bottleneck, sender, receiver, counted, *bytes))
            })
            .collect();
        match target {
            None => figures.sort_by(|a, b| {
                b.1.total_cmp(&a.1)
                    .then((a.5 / a.1).total_cmp(&(b.5 / b.1)))
                    .then(a.6.total_cmp(&b.6))
            }),
            Some(_) => figures.sort_by(|a, b| a.5.total_cmp(&b.5).then(a.6.total_cmp(&b.6))),
        }
        figures
            .into_iter()
            .map(|(label, rate, why, sender, receiver, ..)| (label, rate, why, sender, receiver))
            .collect()
    }

    /// The variants with the least of `key`.
    fn least(&self, key: impl Fn(&(String, f64, f64, f64)) -> f64) -> Vec<&str> {
        let least = self.rows.iter().map(&key).fold(f64::INFINITY, f64::min);
        self.rows.iter().filter(|row| key(row) == least).map(|row| row.0.as_str()).collect()
    }
}

/// `report` splices its generated blocks into the README, docs/formats.md and docs/guide.md:
/// copies of them under `directory`, whose `docs/` exists.
fn copy_spliced_pages(directory: &Path) {
    for page in ["README.md", "docs/formats.md", "docs/guide.md"] {
        std::fs::copy(root().join(page), directory.join(page)).expect(page);
    }
}

#[test]
fn the_chooser_ranks_by_the_published_numbers_in_a_real_browser() {
    let directory = scratch("site");
    std::fs::create_dir_all(directory.join("docs")).unwrap();
    copy_spliced_pages(&directory);
    let site = directory.join("site");
    let output = bench_cli()
        .arg("report")
        .arg("--data")
        .arg(root().join("docs/data"))
        .arg("--docs")
        .arg(directory.join("docs"))
        .arg("--site")
        .arg(&site)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    let page = site.join("index.html");

    let driver = Driver::start();
    let session = Session::open(&driver, &page);
    let log = Published::load("log", "zstd-3");
    let everyone = session.ranking();
    assert_eq!(everyone.len(), log.rows.len(), "every variant ranked with no requirement set");

    // A thin link: every format waits on the link, so the smallest message wins.
    session.type_into("#bandwidth", "1");
    let thin = session.ranking();
    assert!(log.least(|row| row.1).contains(&thin[0].as_str()), "thin link: {thin:?}");
    // A fat link: every format waits on the slower of its two ends, each with a core.
    session.type_into("#bandwidth", "1000000");
    let fat = session.ranking();
    assert_eq!(fat[0], log.by_hand(1e12, (Some(1.0), Some(1.0)), None)[0].0, "fat link: {fat:?}");
    assert_ne!(thin, fat, "the ranking follows the bandwidth");

    // One setting worked out by hand, figure by figure: 1,000 MB/s, the sender with half a core,
    // the receiver with two. Every row's messages/s, bottleneck and cores per end are the page's,
    // to the precision it prints (three significant figures, or whole messages/s above 100).
    session.type_into("#bandwidth", "1000");
    session.type_into("#sender-cpu", "50");
    session.type_into("#receiver-cpu", "200");
    let hand = log.by_hand(1e9, (Some(0.5), Some(2.0)), None);
    check_figures(&session.ranking_cells(), &hand, true);
    // The receiver alone is the user's: the sender's budget no longer limits anything, and a
    // target rate ranks by the receiver's cores.
    session.click("#ends option[value='receive']");
    session.type_into("#target", "20");
    let hand = log.by_hand(1e9, (None, Some(2.0)), Some(20.0));
    check_figures(&session.ranking_cells(), &hand, false);
    session.click("#ends option[value='both']");
    session.type_into("#target", "");
    session.type_into("#sender-cpu", "100");
    session.type_into("#receiver-cpu", "100");

    // Compressed on a thin link: the smallest compressed message wins.
    session.type_into("#bandwidth", "1");
    session.click("#compression option[value='zstd-3']");
    let compressed = session.ranking();
    assert!(
        log.least(|row| row.2).contains(&compressed[0].as_str()),
        "zstd-3 on a thin link: {compressed:?}"
    );

    // Untrusted input rules out every decoder the robustness sweep saw panic or abort on log.
    session.click("#untrusted");
    let excluded = session.excluded();
    assert!(
        excluded
            .iter()
            .any(|item| item.starts_with("bincode/native:") && item.contains("panics or aborts")),
        "{excluded:?}"
    );
    assert!(!session.ranking().contains(&"bincode/native".to_string()));
    // Zero-copy leaves only the zero-copy libraries.
    session.click("#untrusted");
    session.click("#zero-copy");
    let zero_copy = session.ranking();
    assert!(!zero_copy.is_empty(), "some zero-copy format ranks");
    for label in &zero_copy {
        assert!(
            ["rkyv/", "flatbuffers/", "capnp/unpacked"].iter().any(|name| label.starts_with(name)),
            "{label}"
        );
    }
    session.click("#zero-copy");

    // A target rate the thin link cannot carry rules every format out, saying so; on a fat link
    // the format that needs the fewest cores at both ends for it ranks first.
    session.click("#compression option[value='none']");
    session.type_into("#target", "100");
    assert!(session.ranking().is_empty());
    assert!(
        session.excluded().iter().all(|item| item.contains("(bandwidth)")),
        "{:?}",
        session.excluded()
    );
    session.type_into("#bandwidth", "1000000");
    let target = session.ranking();
    assert!(log.least(|row| row.3).contains(&target[0].as_str()), "target rate: {target:?}");
    session.type_into("#target", "");
    session.type_into("#bandwidth", "1");
    session.click("#compression option[value='zstd-3']");

    // A pair the run did not measure is ruled out with the run's reason.
    session.click("#dataset option[value='citm']");
    let excluded = session.excluded();
    assert!(
        excluded.iter().any(|item| item.starts_with("flexbuffers/serde: not measured")),
        "{excluded:?}"
    );
    session.click("#dataset option[value='log']");

    // A use case's preset sets the inputs it weighs and shows the data's verdict: untrusted input
    // rules out every decoder that panicked or aborted, that the hostile-input scan calls not
    // safe, or whose library is unmaintained, as the verdict's rule does; the verdict's pick ranks.
    session.click("#preset option[value='untrusted']");
    let checked = session.script("return document.getElementById('untrusted').checked");
    assert_eq!(checked, json!(true), "the preset ticks its requirement");
    let verdict = session
        .script("return [...document.querySelectorAll('#verdict li')].map(li => li.textContent)");
    let verdict: Vec<String> = serde_json::from_value(verdict).expect("the verdict's lines");
    let pick = verdict
        .iter()
        .find_map(|line| line.strip_prefix("pick: "))
        .and_then(|line| line.split(' ').next())
        .unwrap_or_else(|| panic!("the verdict names a pick: {verdict:?}"));
    let ranked = session.ranking();
    assert!(ranked.iter().any(|label| label == pick), "{pick} ranks: {ranked:?}");
    for item in session.excluded() {
        assert!(
            [
                "panics or aborts",
                "not in the robustness sweep",
                "not measured",
                "the hostile-input scan: not safe",
                "unmaintained",
            ]
            .iter()
            .any(|why| item.contains(why)),
            "{item}"
        );
    }

    // The screenshot shows the chooser on a use case's preset, with its verdict.
    let screenshot = session.command("GET", "screenshot", None);
    let png = base64(screenshot.as_str().unwrap());
    assert!(png.starts_with(b"\x89PNG"), "a PNG");
    let kept = root().join("target/site-test/chooser.png");
    std::fs::create_dir_all(kept.parent().unwrap()).unwrap();
    std::fs::write(&kept, &png).unwrap();
    if let Some(path) = std::env::var_os("SERBENCH_SCREENSHOT") {
        std::fs::write(path, &png).unwrap();
    }
    drop(session);
    std::fs::remove_dir_all(&directory).unwrap();
}

#[test]
fn report_refuses_missing_malformed_or_mismatched_data_in_one_line_and_writes_nothing() {
    let directory = scratch("report-bad");
    let (data, docs, site) =
        (directory.join("data"), directory.join("docs"), directory.join("site"));
    std::fs::create_dir_all(&data).unwrap();
    std::fs::create_dir_all(&docs).unwrap();
    copy_spliced_pages(&directory);
    let published = std::fs::read_to_string(root().join("docs/data/results.json")).unwrap();
    let techniques = std::fs::read_to_string(root().join("docs/data/techniques.json")).unwrap();
    let report = |extra: &[&str]| {
        let output = bench_cli()
            .arg("report")
            .arg("--data")
            .arg(&data)
            .arg("--docs")
            .arg(&docs)
            .arg("--site")
            .arg(&site)
            .args(extra)
            .output()
            .unwrap();
        (output.status.code(), String::from_utf8(output.stderr).unwrap())
    };
    let cases: [(&str, &str, &str, &[&str]); 6] = [
        ("results.json", "", "cannot read", &[]),
        ("results.json", "{ not json", "is not JSON", &[]),
        ("results.json", &techniques, "is not a run of the format matrix", &[]),
        ("scaling.json", &published, "is not a run of `bench-cli run --records", &[]),
        ("scaling.json", "", "--machine takes LABEL=DIR", &["--machine", "no-equals-sign"]),
        ("jvm.json", &published, "is not a run of `bench-cli run --peers jvm`", &[]),
    ];
    for (file, text, expected, extra) in cases {
        let _ = std::fs::remove_file(data.join("results.json"));
        let _ = std::fs::remove_file(data.join("scaling.json"));
        let _ = std::fs::remove_file(data.join("jvm.json"));
        if file != "results.json" {
            std::fs::write(data.join("results.json"), &published).unwrap();
        }
        if !text.is_empty() {
            std::fs::write(data.join(file), text).unwrap();
        }
        let (code, stderr) = report(extra);
        assert_eq!(code, Some(2), "{expected}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{stderr}");
        assert!(stderr.contains(expected), "{expected}: {stderr}");
        assert!(!site.exists() && !docs.join("results.md").exists(), "{expected}: nothing written");
    }
    // A results file with a subset of the data sets gives a site with exactly those.
    let mut subset: Value = serde_json::from_str(&published).unwrap();
    subset["results"].as_array_mut().unwrap().retain(|row| row["dataset"] == "log");
    subset["not_measured"].as_array_mut().unwrap().retain(|pair| pair["dataset"] == "log");
    subset["meta"]["datasets"].as_object_mut().unwrap().retain(|name, _| name == "log");
    std::fs::remove_file(data.join("scaling.json")).ok();
    std::fs::remove_file(data.join("jvm.json")).ok();
    std::fs::write(data.join("results.json"), subset.to_string()).unwrap();
    let (code, stderr) = report(&[]);
    assert_eq!(code, Some(0), "{stderr}");
    let page = std::fs::read_to_string(site.join("index.html")).unwrap();
    assert!(page.contains("id=\"log-0\"") && !page.contains("id=\"stored-0\""));
    assert!(
        std::fs::read_to_string(docs.join("results/charts.md"))
            .unwrap()
            .contains("charts/log-serialize.svg")
    );
    let index = std::fs::read_to_string(docs.join("results.md")).unwrap();
    assert!(
        index.contains("(results/log.md)") && !index.contains("(results/stored.md)"),
        "{index}"
    );
    assert!(!docs.join("charts/stored-serialize.svg").exists());
    std::fs::remove_dir_all(&directory).unwrap();
}

/// Holds the chooser's ranking, as the page shows it, to the figures worked out by hand: the same
/// variants in the same order, and each one's messages/s, bottleneck (`bottleneck`: the limit's
/// name, else the link's use) and cores per end within the rounding of what the page prints.
fn check_figures(shown: &[Vec<String>], hand: &[(String, f64, &str, f64, f64)], bottleneck: bool) {
    let labels = |rows: &[Vec<String>]| rows.iter().map(|row| row[1].clone()).collect::<Vec<_>>();
    let expected: Vec<String> = hand.iter().map(|row| row.0.clone()).collect();
    assert_eq!(labels(shown), expected, "the ranking");
    let close = |text: &str, value: f64, what: &str, label: &str| {
        let shown: f64 = text.replace(',', "").parse().unwrap_or_else(|_| panic!("{what}: {text}"));
        // Three significant figures (0.05 % of the leading digit's place, at most 0.5 %), or a
        // whole number for rates of 100 and more.
        let tolerance = (value.abs() * 0.005).max(if what == "messages/s" && value >= 100.0 {
            0.5
        } else {
            0.0
        });
        assert!(
            (shown - value).abs() <= tolerance + 1e-12,
            "{label} {what}: the page shows {text}, by hand {value}"
        );
    };
    for (row, (label, rate, why, sender, receiver)) in shown.iter().zip(hand) {
        close(&row[3], *rate, "messages/s", label);
        if bottleneck {
            assert_eq!(row[4], *why, "{label}'s bottleneck");
        }
        close(&row[8], *sender, "sender cores", label);
        close(&row[9], *receiver, "receiver cores", label);
    }
}

/// Standard base64 (WebDriver's screenshots), decoded.
fn base64(text: &str) -> Vec<u8> {
    let value = |byte: u8| match byte {
        b'A'..=b'Z' => byte - b'A',
        b'a'..=b'z' => byte - b'a' + 26,
        b'0'..=b'9' => byte - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {byte}"),
    };
    let bytes: Vec<u8> =
        text.bytes().filter(|byte| *byte != b'=' && !byte.is_ascii_whitespace()).collect();
    let mut out = Vec::with_capacity(bytes.len() * 3 / 4);
    for chunk in bytes.chunks(4) {
        let mut buffer = 0u32;
        for (index, byte) in chunk.iter().enumerate() {
            buffer |= u32::from(value(*byte)) << (18 - 6 * index);
        }
        out.extend(&buffer.to_be_bytes()[1..chunk.len()]);
    }
    out
}
