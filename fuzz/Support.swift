// Compiled into every fuzz target (see fuzz.sh): the input as bytes, and the check that turns a
// broken invariant into a crash libFuzzer saves.

/// The fuzzer's input as an array.
func fuzzInput(_ data: UnsafeRawPointer, _ count: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: data, count: count))
}

/// Traps, naming the invariant, when `condition` is false: libFuzzer reports the trap as a
/// crash and writes the input next to the log.
func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
    line: UInt = #line
) {
    guard !condition() else { return }
    fatalError("invariant violated: \(message())", file: file, line: line)
}

/// `text` cut for a crash message.
func shown(_ text: String) -> String {
    text.count > 300 ? String(text.prefix(300)) + "…" : text
}
