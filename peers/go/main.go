// The Go peer of the crossings study (peers/README.md).
//
// Reads the bytes Rust wrote with Go's most-used library of each wire (encoding/json,
// github.com/vmihailenco/msgpack/v5, github.com/fxamacker/cbor/v2, github.com/BurntSushi/toml,
// gopkg.in/yaml.v3), decoding into `any`, and
// writes the same values back with it, every library with its defaults: the study reports what a
// Go user meets out of the box (JSON numbers read into `any` are float64, for one). Protocol
// Buffers (google.golang.org/protobuf) are read into a dynamic message of the schemas'
// descriptors, and that message is written back.
//
//	crossings WORKDIR
//
// reads WORKDIR/cases.json and writes WORKDIR/go/report.json and WORKDIR/go/<id>.<ext>.
package main

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
	"github.com/fxamacker/cbor/v2"
	"github.com/vmihailenco/msgpack/v5"
	"google.golang.org/protobuf/proto"
	"google.golang.org/protobuf/reflect/protodesc"
	"google.golang.org/protobuf/reflect/protoreflect"
	"google.golang.org/protobuf/reflect/protoregistry"
	"google.golang.org/protobuf/types/descriptorpb"
	"google.golang.org/protobuf/types/dynamicpb"
	"gopkg.in/yaml.v3"
)

const language = "go"

var extensions = map[string]string{
	"json": "json", "msgpack": "msgpack", "cbor": "cbor", "toml": "toml", "yaml": "yaml",
}

// Each wire's reading (into `any`) and writing, with the library's defaults.
var readers = map[string]func([]byte, any) error{
	"json":    json.Unmarshal,
	"msgpack": msgpack.Unmarshal,
	"cbor":    cbor.Unmarshal,
	"toml":    toml.Unmarshal,
	"yaml":    yaml.Unmarshal,
}

var writers = map[string]func(any) ([]byte, error){
	"json":    json.Marshal,
	"msgpack": msgpack.Marshal,
	"cbor":    cbor.Marshal,
	"toml":    toml.Marshal,
	"yaml":    yaml.Marshal,
}

// The modules this binary was built with, and their versions (never typed here).
var modules = map[string]string{
	"github.com/vmihailenco/msgpack/v5": "unknown",
	"github.com/fxamacker/cbor/v2":      "unknown",
	"google.golang.org/protobuf":        "unknown",
	"github.com/BurntSushi/toml":        "unknown",
	"gopkg.in/yaml.v3":                  "unknown",
}

type library struct {
	Name    string `json:"name"`
	Version string `json:"version"`
}

type result struct {
	Read       *string  `json:"read"`
	ReadError  *string  `json:"read_error"`
	Wrote      *string  `json:"wrote"`
	WriteError *string  `json:"write_error"`
	ReadNs     *float64 `json:"read_ns,omitempty"`
	WriteNs    *float64 `json:"write_ns,omitempty"`
}

// timing says how medianNs times a call: Go's own benchmark loop.
const timing = "testing.Benchmark (its own calibration of b.N) at a benchtime of 100 ms, " +
	"5 runs; the median ns/op (the first timed call run for a second first, untimed)"

var warmed bool

// medianNs times `call` as timing says, and returns its time per call in nanoseconds.
func medianNs(call func() error) *float64 {
	// A fresh process times its first cases slower: the first call timed is run for a second
	// before anything is timed.
	if !warmed {
		for end := time.Now().Add(time.Second); time.Now().Before(end); {
			_ = call()
		}
		warmed = true
	}
	runs := make([]float64, 5)
	for i := range runs {
		result := testing.Benchmark(func(b *testing.B) {
			for n := 0; n < b.N; n++ {
				// A panic in the benchmark's goroutine would end the peer: caught, it fails
				// the run, which then has no iterations.
				if err := guard(call); err != nil {
					b.Fatal(err)
				}
			}
		})
		if result.N == 0 {
			return nil
		}
		runs[i] = float64(result.T.Nanoseconds()) / float64(result.N)
	}
	sort.Float64s(runs)
	return &runs[2]
}

type testCase struct {
	ID    string `json:"id"`
	Wire  string `json:"wire"`
	Bytes string `json:"bytes"`
	Value string `json:"value"`
	// Protocol Buffers' cases: the message's full name (the schema file is JavaScript's).
	Message string `json:"message"`
	// Whether to time its reading and writing.
	Time bool `json:"time"`
}

// floatText writes a float as the protocol does: NaN, inf, -inf, -0, else Go's shortest form.
func floatText(x float64) string {
	switch {
	case math.IsNaN(x):
		return "NaN"
	case math.IsInf(x, 1):
		return "inf"
	case math.IsInf(x, -1):
		return "-inf"
	case x == 0 && math.Signbit(x):
		return "-0"
	}
	return strconv.FormatFloat(x, 'g', -1, 64)
}

func other(x any) any {
	return map[string]any{"other": fmt.Sprintf("%T %#v", x, x)}
}

// toTagged writes a decoded Go value in the protocol's tagged JSON.
func toTagged(x any) any {
	switch v := x.(type) {
	case nil:
		return nil
	case bool:
		return v
	case string:
		if !utf8.ValidString(v) {
			// Not Unicode text: a JSON string cannot carry it (Marshal would replace bytes).
			return map[string]any{"other": fmt.Sprintf("string %q", v)}
		}
		return v
	case float64:
		return map[string]any{"f": floatText(v)}
	case float32:
		return map[string]any{"f": floatText(float64(v))}
	case []byte:
		return map[string]any{"b": hex.EncodeToString(v)}
	case big.Int:
		return map[string]any{"i": v.String()}
	case *big.Int:
		return map[string]any{"i": v.String()}
	case cbor.Tag:
		return map[string]any{"tag": v.Number, "v": toTagged(v.Content)}
	}
	value := reflect.ValueOf(x)
	switch value.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return map[string]any{"i": strconv.FormatInt(value.Int(), 10)}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return map[string]any{"i": strconv.FormatUint(value.Uint(), 10)}
	case reflect.Slice, reflect.Array:
		items := make([]any, value.Len())
		for i := range items {
			items[i] = toTagged(value.Index(i).Interface())
		}
		return items
	case reflect.Map:
		// Go's maps have no order: entries are sorted by their key's tagged JSON, so that the
		// report is the same on every run.
		type entry struct {
			key   string
			value []any
		}
		entries := make([]entry, 0, value.Len())
		for it := value.MapRange(); it.Next(); {
			key := toTagged(it.Key().Interface())
			text, _ := json.Marshal(key)
			entries = append(entries, entry{string(text), []any{key, toTagged(it.Value().Interface())}})
		}
		sort.Slice(entries, func(i, j int) bool { return entries[i].key < entries[j].key })
		pairs := make([]any, 0, 2*len(entries))
		for _, e := range entries {
			pairs = append(pairs, e.value...)
		}
		return map[string]any{"m": pairs}
	}
	// time.Time of timestamps, cbor's undefined and simple values...
	return other(x)
}

// fromTagged reads the protocol's tagged JSON (as encoding/json decodes it into `any`) as Go's
// natural values.
func fromTagged(t any) (any, error) {
	switch v := t.(type) {
	case nil, bool, string:
		return v, nil
	case []any:
		items := make([]any, len(v))
		for i, item := range v {
			var err error
			if items[i], err = fromTagged(item); err != nil {
				return nil, err
			}
		}
		return items, nil
	case map[string]any:
		return fromTaggedObject(v)
	}
	return nil, fmt.Errorf("not tagged JSON: %v", t)
}

func fromTaggedObject(t map[string]any) (any, error) {
	text := func(key string) string { s, _ := t[key].(string); return s }
	if _, ok := t["i"]; ok {
		if n, err := strconv.ParseInt(text("i"), 10, 64); err == nil {
			return n, nil
		}
		if n, err := strconv.ParseUint(text("i"), 10, 64); err == nil {
			return n, nil
		}
		return nil, fmt.Errorf("integer %s fits neither int64 nor uint64", text("i"))
	}
	if _, ok := t["f"]; ok {
		// ParseFloat reads "NaN", "inf", "-inf" and "-0" as the special values.
		return strconv.ParseFloat(text("f"), 64)
	}
	if _, ok := t["ext"]; ok {
		return nil, errors.New("no Go value for a MessagePack extension without a registered type")
	}
	if _, ok := t["b"]; ok {
		return hex.DecodeString(text("b"))
	}
	if pairs, ok := t["m"].([]any); ok {
		if len(pairs)%2 != 0 {
			return nil, errors.New("a map's items are not key, value pairs")
		}
		keys, values := make([]any, len(pairs)/2), make([]any, len(pairs)/2)
		allStrings := true
		for i := range keys {
			var err error
			if keys[i], err = fromTagged(pairs[2*i]); err != nil {
				return nil, err
			}
			if values[i], err = fromTagged(pairs[2*i+1]); err != nil {
				return nil, err
			}
			_, isString := keys[i].(string)
			allStrings = allStrings && isString
		}
		if allStrings {
			m := make(map[string]any, len(keys))
			for i := range keys {
				m[keys[i].(string)] = values[i]
			}
			return m, nil
		}
		// A key Go cannot hash (a slice) panics here: recovered as the case's write error.
		m := make(map[any]any, len(keys))
		for i := range keys {
			m[keys[i]] = values[i]
		}
		return m, nil
	}
	if number, ok := t["tag"].(float64); ok {
		content, err := fromTagged(t["v"])
		return cbor.Tag{Number: uint64(number), Content: content}, err
	}
	return nil, fmt.Errorf("no Go value for %v", t)
}

// oneLine is an error as the report holds it: the first line, at most 300 bytes.
func oneLine(err error) *string {
	// google.golang.org/protobuf puts a space or, chosen per build, a no-break space after
	// "proto:": one text whatever the build.
	text := strings.TrimSpace(strings.ReplaceAll(err.Error(), "\u00a0", " "))
	text, _, _ = strings.Cut(text, "\n")
	if len(text) > 300 {
		text = strings.ToValidUTF8(text[:300], "")
	}
	return &text
}

// guard runs one step of a case, a panic in it made its error.
func guard(step func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	return step()
}

func runCase(work, out string, c testCase) result {
	var res result
	if err := guard(func() error {
		data, err := os.ReadFile(filepath.Join(work, c.Bytes))
		if err != nil {
			return err
		}
		read, ok := readers[c.Wire]
		if !ok {
			return fmt.Errorf("unknown wire %q", c.Wire)
		}
		var value any
		if err := read(data, &value); err != nil {
			return err
		}
		if c.Time {
			res.ReadNs = medianNs(func() error {
				var value any
				return read(data, &value)
			})
		}
		// Each reading in a file of its own, so that the study holds one at a time.
		text, err := json.Marshal(toTagged(value))
		if err != nil {
			return err
		}
		name := c.ID + ".read.json"
		if err := os.WriteFile(filepath.Join(out, name), text, 0o644); err != nil {
			return err
		}
		res.Read = &name
		return nil
	}); err != nil {
		res.ReadError = oneLine(err)
	}
	if err := guard(func() error {
		text, err := os.ReadFile(filepath.Join(work, c.Value))
		if err != nil {
			return err
		}
		var tagged any
		if err := json.Unmarshal(text, &tagged); err != nil {
			return err
		}
		value, err := fromTagged(tagged)
		if err != nil {
			return err
		}
		write, ok := writers[c.Wire]
		if !ok {
			return fmt.Errorf("unknown wire %q", c.Wire)
		}
		data, err := write(value)
		if err != nil {
			return err
		}
		if c.Time && res.Read != nil {
			res.WriteNs = medianNs(func() error {
				_, err := write(value)
				return err
			})
		}
		name := c.ID + "." + extensions[c.Wire]
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return err
		}
		res.Wrote = &name
		return nil
	}); err != nil {
		res.WriteError = oneLine(err)
	}
	return res
}

// runProtobufCase reads the bytes into the named message of the schemas' descriptors and writes
// that message back: there is no tagged reading (Rust checks the write-back).
func runProtobufCase(
	work, out string, c testCase, descriptors func() (*protoregistry.Files, error),
) result {
	var res result
	var message *dynamicpb.Message
	if err := guard(func() error {
		files, err := descriptors()
		if err != nil {
			return err
		}
		found, err := files.FindDescriptorByName(protoreflect.FullName(c.Message))
		if err != nil {
			return fmt.Errorf("%s: %w", c.Message, err) // the library's error says only "not found"
		}
		descriptor, ok := found.(protoreflect.MessageDescriptor)
		if !ok {
			return fmt.Errorf("%s is not a message", c.Message)
		}
		data, err := os.ReadFile(filepath.Join(work, c.Bytes))
		if err != nil {
			return err
		}
		message = dynamicpb.NewMessage(descriptor)
		// What the schema does not place (a field it lacks, a wrong wire type) would be kept as
		// unknown bytes and written back as it came: dropped, as protobufjs drops it, so that a
		// value the reading missed shows on the way back.
		options := proto.UnmarshalOptions{DiscardUnknown: true}
		if err := options.Unmarshal(data, message); err != nil {
			return err
		}
		if c.Time {
			res.ReadNs = medianNs(func() error {
				return options.Unmarshal(data, dynamicpb.NewMessage(descriptor))
			})
		}
		return nil
	}); err != nil {
		res.ReadError = oneLine(err)
		nothing := "nothing read to write back"
		res.WriteError = &nothing
		return res
	}
	if err := guard(func() error {
		data, err := proto.Marshal(message)
		if err != nil {
			return err
		}
		if c.Time {
			res.WriteNs = medianNs(func() error {
				_, err := proto.Marshal(message)
				return err
			})
		}
		name := c.ID + ".protobuf"
		if err := os.WriteFile(filepath.Join(out, name), data, 0o644); err != nil {
			return err
		}
		res.Wrote = &name
		return nil
	}); err != nil {
		res.WriteError = oneLine(err)
	}
	return res
}

// loadDescriptors reads a binary google.protobuf.FileDescriptorSet into the files it describes.
func loadDescriptors(path string) (*protoregistry.Files, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var set descriptorpb.FileDescriptorSet
	if err := proto.Unmarshal(data, &set); err != nil {
		return nil, err
	}
	return protodesc.NewFiles(&set)
}

func run(work string) error {
	text, err := os.ReadFile(filepath.Join(work, "cases.json"))
	if err != nil {
		return err
	}
	var input struct {
		Cases       []testCase `json:"cases"`
		Descriptors string     `json:"descriptors"`
	}
	if err := json.Unmarshal(text, &input); err != nil {
		return fmt.Errorf("cannot read %s: %w", filepath.Join(work, "cases.json"), err)
	}
	out := filepath.Join(work, language)
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	if info, ok := debug.ReadBuildInfo(); ok {
		for _, dep := range info.Deps {
			if _, ok := modules[dep.Path]; ok {
				modules[dep.Path] = strings.TrimPrefix(dep.Version, "v")
			}
		}
	}
	// The schemas' descriptors, read once, on the first Protocol Buffers case.
	descriptors := sync.OnceValues(func() (*protoregistry.Files, error) {
		if input.Descriptors == "" {
			return nil, errors.New("cases.json names no descriptors")
		}
		return loadDescriptors(filepath.Join(work, input.Descriptors))
	})
	cases := make(map[string]result, len(input.Cases))
	timed := false
	for _, c := range input.Cases {
		timed = timed || c.Time
		if c.Wire == "protobuf" {
			cases[c.ID] = runProtobufCase(work, out, c, descriptors)
		} else {
			cases[c.ID] = runCase(work, out, c)
		}
	}
	report := map[string]any{
		"language": language,
		"runtime":  "Go " + strings.TrimPrefix(runtime.Version(), "go"),
		"libraries": map[string]library{
			"json":     {"encoding/json", "stdlib"},
			"msgpack":  {"github.com/vmihailenco/msgpack/v5", modules["github.com/vmihailenco/msgpack/v5"]},
			"cbor":     {"github.com/fxamacker/cbor/v2", modules["github.com/fxamacker/cbor/v2"]},
			"protobuf": {"google.golang.org/protobuf", modules["google.golang.org/protobuf"]},
			"toml":     {"github.com/BurntSushi/toml", modules["github.com/BurntSushi/toml"]},
			"yaml":     {"gopkg.in/yaml.v3", modules["gopkg.in/yaml.v3"]},
		},
		"cases": cases,
	}
	if timed {
		report["timing"] = timing
	}
	data, err := json.Marshal(report)
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(out, "report.json"), data, 0o644)
}

func main() {
	// testing.Benchmark reads the test flags: their defaults, then the benchtime above.
	testing.Init()
	if err := flag.Set("test.benchtime", "100ms"); err != nil {
		panic(err)
	}
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: crossings WORKDIR")
		os.Exit(1)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintln(os.Stderr, *oneLine(err))
		os.Exit(1)
	}
}
