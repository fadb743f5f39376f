// The libFuzzer entry point shared by every fuzz target.
//
// A fuzz target is one file in Fuzz/Targets/ that defines
//
//     func fuzzTarget(_ bytes: [UInt8])
//
// run.sh compiles this file, that one file and the package sources it needs into one binary
// built with -sanitize=fuzzer,address. A target finds a bug by crashing: a trap, an ASan report,
// a failed invariant (`fuzzCheck`), or a run past libFuzzer's -timeout.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    fuzzTarget(bytes)
    return 0
}

/// Stops the run (libFuzzer saves the input as a crash) when an invariant does not hold.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) {
    if !condition() {
        // Printed before the trap so the crash report says which invariant broke.
        print("fuzz invariant failed at \(file):\(line): \(message())")
        fatalError(message(), file: file, line: line)
    }
}
