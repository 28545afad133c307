"""The Python peer of the crossings study (peers/README.md).

Reads the bytes Rust wrote with Python's most-used library of each wire (json, msgpack, cbor2,
tomllib with tomli-w, which its documentation names for writing, and PyYAML's safe functions),
and writes the same values back with it, every library with its defaults: the study reports what
a Python user meets out of the box, not what options could fix. Protocol Buffers (Google's
protobuf) are read into a message of the schemas' descriptors, and that message is written back.

    python peers/python/crossings.py WORKDIR

reads WORKDIR/cases.json and writes WORKDIR/python/report.json and WORKDIR/python/<id>.<ext>.
"""

import functools
import importlib.metadata
import json
import math
import platform
import statistics
import sys
import time
import timeit
import tomllib
from collections.abc import Mapping
from pathlib import Path

import cbor2
import msgpack
import tomli_w
import yaml
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

LANGUAGE = "python"
EXTENSIONS = {"json": "json", "msgpack": "msgpack", "cbor": "cbor", "toml": "toml", "yaml": "yaml"}

# Each wire's reading and writing, with the library's defaults. JSON and TOML are read from the
# bytes as UTF-8 text, as `json.load` of a text file would (`tomllib.load` does the same); PyYAML
# reads the bytes (its safe loader: YAML 1.1's booleans, octals and dates).
READ = {
    "json": lambda data: json.loads(data.decode("utf-8")),
    "msgpack": msgpack.unpackb,
    "cbor": cbor2.loads,
    "toml": lambda data: tomllib.loads(data.decode("utf-8")),
    "yaml": yaml.safe_load,
}
WRITE = {
    "json": lambda value: json.dumps(value).encode("utf-8"),
    "msgpack": msgpack.packb,
    "cbor": cbor2.dumps,
    "toml": lambda value: tomli_w.dumps(value).encode("utf-8"),
    "yaml": lambda value: yaml.safe_dump(value).encode("utf-8"),
}


def float_text(x):
    """A float as the protocol writes it: NaN, inf, -inf, -0, else Python's shortest repr."""
    if math.isnan(x):
        return "NaN"
    if math.isinf(x):
        return "inf" if x > 0 else "-inf"
    if x == 0 and math.copysign(1.0, x) < 0:
        return "-0"
    return repr(x)


def to_tagged(x):
    """A decoded Python value in the protocol's tagged JSON."""
    # bool before int: bool is a subclass of int.
    if x is None or isinstance(x, bool):
        return x
    if isinstance(x, str):
        try:
            x.encode("utf-8")
        except UnicodeEncodeError:
            # A lone surrogate (JSON's "\ud800"): not Unicode text, so no JSON string can carry it.
            return {"other": f"str {x!r}"}
        return x
    if isinstance(x, int):
        return {"i": str(x)}
    if isinstance(x, float):
        return {"f": float_text(x)}
    if isinstance(x, (bytes, bytearray, memoryview)):
        return {"b": bytes(x).hex()}
    # Before tuples: ExtType is a namedtuple.
    if isinstance(x, msgpack.ExtType):
        return {"ext": x.code, "b": x.data.hex()}
    if isinstance(x, cbor2.CBORTag):
        return {"tag": x.tag, "v": to_tagged(x.value)}
    # cbor2 makes tuples of arrays that are map keys.
    if type(x) in (list, tuple):
        return [to_tagged(item) for item in x]
    # dict, and cbor2's FrozenDict for maps that are map keys.
    if isinstance(x, Mapping):
        return {"m": [item for key, value in x.items() for item in (to_tagged(key), to_tagged(value))]}
    # cbor2's undefined and simple values, the datetimes and Decimals it makes of known tags,
    # msgpack's Timestamp (extension -1)...
    return {"other": f"{type(x).__name__} {x!r}"}


def from_tagged(t):
    """The protocol's tagged JSON as Python's natural values."""
    if t is None or isinstance(t, (bool, str)):
        return t
    if isinstance(t, list):
        return [from_tagged(item) for item in t]
    if "i" in t:
        return int(t["i"])
    if "f" in t:
        # float() reads "NaN", "inf", "-inf" and "-0" as the special values.
        return float(t["f"])
    if "ext" in t:
        return msgpack.ExtType(t["ext"], bytes.fromhex(t["b"]))
    if "b" in t:
        return bytes.fromhex(t["b"])
    if "m" in t:
        # A key Python cannot hash (a list) fails here, and that is the case's write error.
        items = t["m"]
        return {from_tagged(items[i]): from_tagged(items[i + 1]) for i in range(0, len(items), 2)}
    if "tag" in t:
        return cbor2.CBORTag(t["tag"], from_tagged(t["v"]))
    raise ValueError(f"no Python value for {json.dumps(t)[:200]}")


TIMING = (
    "timeit.Timer: calls per sample doubled until a sample takes 50 ms, then 5 samples; "
    "the median per call (the first timed call run for a second first, untimed)"
)
WARMED = []


def median_ns(call):
    """`call`'s time per call in nanoseconds, as TIMING says."""
    # A fresh process times its first cases slower (identical bytes read 1.4 times slower at
    # first): the first call timed is run for a second before anything is timed.
    if not WARMED:
        end = time.perf_counter() + 1.0
        while time.perf_counter() < end:
            call()
        WARMED.append(True)
    timer = timeit.Timer(call)
    number = 1
    while timer.timeit(number) < 0.05:
        number *= 2
    return statistics.median(timer.repeat(repeat=5, number=number)) / number * 1e9


def one_line(error):
    """An exception as the report holds it: its type and the first line of its message."""
    message = str(error).strip()
    text = f"{type(error).__name__}: {message.splitlines()[0]}" if message else type(error).__name__
    return text[:300]


def run_case(work, out, case):
    result = {"read": None, "read_error": None, "wrote": None, "write_error": None}
    wire = case["wire"]
    try:
        data = (work / case["bytes"]).read_bytes()
        reading = to_tagged(READ[wire](data))
        # Each reading in a file of its own, so that the study holds one at a time.
        name = f"{case['id']}.read.json"
        (out / name).write_text(json.dumps(reading), "utf-8")
        result["read"] = name
        if case.get("time"):
            result["read_ns"] = median_ns(lambda: READ[wire](data))
    except Exception as error:
        result["read_error"] = one_line(error)
    try:
        value = from_tagged(json.loads((work / case["value"]).read_text("utf-8")))
        data = WRITE[wire](value)
        name = f"{case['id']}.{EXTENSIONS[wire]}"
        (out / name).write_bytes(data)
        result["wrote"] = name
        if case.get("time") and result["read"]:
            result["write_ns"] = median_ns(lambda: WRITE[wire](value))
    except Exception as error:
        result["write_error"] = one_line(error)
    return result


@functools.cache
def protobuf_pool(path):
    """The message types of every schema, from a binary google.protobuf.FileDescriptorSet."""
    files = descriptor_pb2.FileDescriptorSet()
    files.ParseFromString(path.read_bytes())
    pool = descriptor_pool.DescriptorPool()
    # --include_imports puts each file after those it imports, as Add needs them.
    for file in files.file:
        pool.Add(file)
    return pool


def run_protobuf_case(work, out, descriptors, case):
    """Reads the bytes into the named message and writes that message back: there is no tagged
    reading (Rust checks the write-back)."""
    result = {"read": None, "read_error": None, "wrote": None, "write_error": None}
    try:
        if descriptors is None:
            raise ValueError("cases.json names no descriptors")
        pool = protobuf_pool(work / descriptors)
        kind = message_factory.GetMessageClass(pool.FindMessageTypeByName(case["message"]))
        data = (work / case["bytes"]).read_bytes()
        message = kind()
        message.ParseFromString(data)
        # What the schema does not place (a field it lacks, a wrong wire type) is kept as
        # unknown bytes and would be written back as it came: dropped, as protobufjs drops it,
        # so that a value the reading missed shows on the way back.
        message.DiscardUnknownFields()
        if case.get("time"):
            result["read_ns"] = median_ns(lambda: kind.FromString(data))
    except Exception as error:
        result["read_error"] = one_line(error)
        result["write_error"] = "nothing read to write back"
        return result
    try:
        name = f"{case['id']}.protobuf"
        (out / name).write_bytes(message.SerializeToString())
        result["wrote"] = name
        if case.get("time"):
            result["write_ns"] = median_ns(message.SerializeToString)
    except Exception as error:
        result["write_error"] = one_line(error)
    return result


def main():
    if len(sys.argv) != 2:
        print("usage: crossings.py WORKDIR", file=sys.stderr)
        return 1
    work = Path(sys.argv[1])
    try:
        inputs = json.loads((work / "cases.json").read_text("utf-8"))
        cases, descriptors = inputs["cases"], inputs.get("descriptors")
    except Exception as error:
        print(f"cannot read {work / 'cases.json'}: {one_line(error)}", file=sys.stderr)
        return 1
    out = work / LANGUAGE
    out.mkdir(parents=True, exist_ok=True)
    report = {
        "language": LANGUAGE,
        "runtime": f"{platform.python_implementation()} {platform.python_version()}",
        "timing": TIMING if any(case.get("time") for case in cases) else None,
        "libraries": {
            "json": {"name": "json", "version": "stdlib"},
            "msgpack": {"name": "msgpack", "version": importlib.metadata.version("msgpack")},
            "cbor": {"name": "cbor2", "version": importlib.metadata.version("cbor2")},
            "protobuf": {"name": "protobuf", "version": importlib.metadata.version("protobuf")},
            "toml": {
                "name": "tomllib, tomli-w",
                "version": f"stdlib, {importlib.metadata.version('tomli-w')}",
            },
            "yaml": {"name": "PyYAML", "version": importlib.metadata.version("pyyaml")},
        },
        "cases": {
            case["id"]: run_protobuf_case(work, out, descriptors, case)
            if case["wire"] == "protobuf"
            else run_case(work, out, case)
            for case in cases
        },
    }
    (out / "report.json").write_text(json.dumps(report), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
