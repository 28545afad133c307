// The JavaScript peer of the crossings study (peers/README.md).
//
// Reads the bytes Rust wrote with the most-used library of each wire on Node (the built-in JSON,
// @msgpack/msgpack, cbor-x, smol-toml, js-yaml), and writes the same values back with it, every library with its
// defaults: the study reports what a JavaScript user meets out of the box. Protocol Buffers
// (protobufjs) are read into a message of the type its .proto file declares, and that message is
// written back.
//
//     node peers/js/crossings.mjs WORKDIR
//
// reads WORKDIR/cases.json and writes WORKDIR/javascript/report.json and
// WORKDIR/javascript/<id>.<ext>.

import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import * as msgpack from "@msgpack/msgpack";
import * as cbor from "cbor-x";
import * as yaml from "js-yaml";
import protobuf from "protobufjs";
import * as toml from "smol-toml";

const LANGUAGE = "javascript";
const EXTENSIONS = { json: "json", msgpack: "msgpack", cbor: "cbor", toml: "toml", yaml: "yaml" };

// Each wire's reading and writing, with the library's defaults. JSON, TOML and YAML are read
// from the bytes as UTF-8 text, as `JSON.parse(fs.readFileSync(file, "utf8"))` would (js-yaml's
// `load`: YAML 1.2's core schema; smol-toml's `parse`: numbers, no BigInt).
const READ = {
  json: (data) => JSON.parse(data.toString("utf8")),
  msgpack: (data) => msgpack.decode(data),
  cbor: (data) => cbor.decode(data),
  toml: (data) => toml.parse(data.toString("utf8")),
  yaml: (data) => yaml.load(data.toString("utf8")),
};
const WRITE = {
  json: (value) => {
    const text = JSON.stringify(value); // throws on BigInt
    if (text === undefined) throw new Error("JSON.stringify returned undefined");
    return Buffer.from(text, "utf8");
  },
  msgpack: (value) => msgpack.encode(value),
  cbor: (value) => cbor.encode(value),
  toml: (value) => Buffer.from(toml.stringify(value), "utf8"),
  yaml: (value) => Buffer.from(yaml.dump(value), "utf8"),
};

// The installed library's own version, from its package.json (never typed here).
function version(name) {
  const file = new URL(`./node_modules/${name}/package.json`, import.meta.url);
  return JSON.parse(readFileSync(file, "utf8")).version;
}

const hex = (bytes) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");

// A float as the protocol writes it: NaN, inf, -inf, -0, else JavaScript's shortest String(x).
function floatText(x) {
  if (Number.isNaN(x)) return "NaN";
  if (x === Infinity) return "inf";
  if (x === -Infinity) return "-inf";
  if (Object.is(x, -0)) return "-0";
  return String(x);
}

// A decoded JavaScript value in the protocol's tagged JSON.
function toTagged(x) {
  if (x === null || typeof x === "boolean") return x;
  if (typeof x === "string") {
    // A lone surrogate (JSON's "\ud800") is not Unicode text: no JSON string can carry it.
    return x.isWellFormed() ? x : { other: `string ${JSON.stringify(x)}` };
  }
  // A JavaScript number does not say whether the wire held an integer or a float: an integral
  // one is reported as an integer (-0 excepted).
  if (typeof x === "number") {
    return Number.isInteger(x) && !Object.is(x, -0)
      ? { i: BigInt(x).toString() }
      : { f: floatText(x) };
  }
  if (typeof x === "bigint") return { i: x.toString() };
  if (x instanceof Uint8Array) return { b: hex(x) }; // Buffer is a Uint8Array too
  if (Array.isArray(x)) return x.map(toTagged);
  if (x instanceof Map) {
    return { m: [...x].flatMap(([key, value]) => [toTagged(key), toTagged(value)]) };
  }
  if (x instanceof cbor.Tag) return { tag: x.tag, v: toTagged(x.value) };
  if (x instanceof msgpack.ExtData) return { ext: x.type, b: hex(x.data) };
  const proto = typeof x === "object" ? Object.getPrototypeOf(x) : undefined;
  if (proto === Object.prototype || proto === null) {
    return { m: Object.keys(x).flatMap((key) => [key, toTagged(x[key])]) };
  }
  // undefined (CBOR's), Dates of timestamps, other typed arrays...
  const name = x === undefined ? "undefined" : (x.constructor?.name ?? typeof x);
  return { other: x === undefined ? name : `${name} ${String(x)}` };
}

const SAFE = 2n ** 53n - 1n;
const SPECIAL_FLOATS = { NaN: NaN, inf: Infinity, "-inf": -Infinity, "-0": -0 };

// The protocol's tagged JSON as JavaScript's natural values.
function fromTagged(t) {
  if (t === null || typeof t === "boolean" || typeof t === "string") return t;
  if (Array.isArray(t)) return t.map(fromTagged);
  if ("i" in t) {
    const n = BigInt(t.i);
    return -SAFE <= n && n <= SAFE ? Number(n) : n;
  }
  if ("f" in t) return t.f in SPECIAL_FLOATS ? SPECIAL_FLOATS[t.f] : Number(t.f);
  if ("ext" in t) return new msgpack.ExtData(t.ext, fromHex(t.b));
  if ("b" in t) return fromHex(t.b);
  if ("m" in t) {
    const entries = [];
    for (let i = 0; i < t.m.length; i += 2) entries.push([fromTagged(t.m[i]), fromTagged(t.m[i + 1])]);
    // fromEntries defines own properties, so a "__proto__" key stays a key.
    return entries.every(([key]) => typeof key === "string")
      ? Object.fromEntries(entries)
      : new Map(entries);
  }
  if ("tag" in t) return new cbor.Tag(fromTagged(t.v), t.tag);
  throw new Error(`no JavaScript value for ${JSON.stringify(t).slice(0, 200)}`);
}

// Bytes as a Node Buffer, as cbor-x itself reads them: cbor-x writes a plain Uint8Array as a
// typed array (tag 64), a Buffer as CBOR's byte string.
const fromHex = (text) => Buffer.from(text, "hex");

// An error as the report holds it: the first line of its message, with its kind.
function oneLine(error) {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : `thrown: ${String(error)}`;
  return text.trim().split("\n")[0].slice(0, 300);
}

// Each schema file's types, loaded once: protobufjs's own way, from the .proto file.
const roots = new Map();
function protobufType(schema, name) {
  if (!roots.has(schema)) roots.set(schema, protobuf.loadSync(schema));
  return roots.get(schema).lookupType(name);
}

// Reads the bytes into the named message and writes that message back: there is no tagged
// reading (Rust checks the write-back).
const TIMING =
  "process.hrtime.bigint around a loop: calls per sample doubled until a sample takes 50 ms, " +
  "then 5 samples; the median per call (the first timed call run for a second first, untimed)";
let warmed = false;

// `call`'s time per call in nanoseconds, as TIMING says.
function medianNs(call) {
  // A fresh process times its first cases slower: the first call timed is run for a second
  // before anything is timed.
  if (!warmed) {
    const end = process.hrtime.bigint() + 1_000_000_000n;
    while (process.hrtime.bigint() < end) call();
    warmed = true;
  }
  const sample = (calls) => {
    const start = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) call();
    return Number(process.hrtime.bigint() - start);
  };
  let calls = 1;
  while (sample(calls) < 50e6) calls *= 2;
  const samples = Array.from({ length: 5 }, () => sample(calls)).sort((a, b) => a - b);
  return samples[2] / calls;
}

function runProtobufCase(work, out, c) {
  const result = { read: null, read_error: null, wrote: null, write_error: null };
  let type, message;
  try {
    type = protobufType(c.schema, c.message);
    const data = readFileSync(join(work, c.bytes));
    message = type.decode(data);
    if (c.time) result.read_ns = medianNs(() => type.decode(data));
  } catch (error) {
    result.read_error = oneLine(error);
    result.write_error = "nothing read to write back";
    return result;
  }
  try {
    const name = `${c.id}.protobuf`;
    writeFileSync(join(out, name), type.encode(message).finish());
    result.wrote = name;
    if (c.time) result.write_ns = medianNs(() => type.encode(message).finish());
  } catch (error) {
    result.write_error = oneLine(error);
  }
  return result;
}

function runCase(work, out, c) {
  const result = { read: null, read_error: null, wrote: null, write_error: null };
  try {
    const data = readFileSync(join(work, c.bytes));
    const reading = toTagged(READ[c.wire](data));
    // Each reading in a file of its own, so that the study holds one at a time.
    const name = `${c.id}.read.json`;
    writeFileSync(join(out, name), JSON.stringify(reading));
    result.read = name;
    if (c.time) result.read_ns = medianNs(() => READ[c.wire](data));
  } catch (error) {
    result.read_error = oneLine(error);
  }
  try {
    const value = fromTagged(JSON.parse(readFileSync(join(work, c.value), "utf8")));
    const data = WRITE[c.wire](value);
    const name = `${c.id}.${EXTENSIONS[c.wire]}`;
    writeFileSync(join(out, name), data);
    result.wrote = name;
    if (c.time && result.read) result.write_ns = medianNs(() => WRITE[c.wire](value));
  } catch (error) {
    result.write_error = oneLine(error);
  }
  return result;
}

function main(args) {
  if (args.length !== 1) {
    console.error("usage: crossings.mjs WORKDIR");
    return 1;
  }
  const work = args[0];
  let cases;
  try {
    cases = JSON.parse(readFileSync(join(work, "cases.json"), "utf8")).cases;
    if (!Array.isArray(cases)) throw new Error("no cases array");
  } catch (error) {
    console.error(`cannot read ${join(work, "cases.json")}: ${oneLine(error)}`);
    return 1;
  }
  const out = join(work, LANGUAGE);
  mkdirSync(out, { recursive: true });
  const run = (c) => (c.wire === "protobuf" ? runProtobufCase : runCase)(work, out, c);
  const report = {
    language: LANGUAGE,
    runtime: `Node.js ${process.versions.node}`,
    timing: cases.some((c) => c.time) ? TIMING : null,
    libraries: {
      json: { name: "JSON", version: "built-in" },
      msgpack: { name: "@msgpack/msgpack", version: version("@msgpack/msgpack") },
      cbor: { name: "cbor-x", version: version("cbor-x") },
      protobuf: { name: "protobufjs", version: version("protobufjs") },
      toml: { name: "smol-toml", version: version("smol-toml") },
      yaml: { name: "js-yaml", version: version("js-yaml") },
    },
    cases: Object.fromEntries(cases.map((c) => [c.id, run(c)])),
  };
  writeFileSync(join(out, "report.json"), JSON.stringify(report));
  return 0;
}

process.exitCode = main(process.argv.slice(2));
