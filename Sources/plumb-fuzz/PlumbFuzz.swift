import Foundation
#if PLUMB_FUZZING
import CLibFuzzer
#endif

/// `plumb-fuzz`: the scene pipeline under libFuzzer. Built with `-sanitize=fuzzer,address -DPLUMB_FUZZING`
/// (`scripts/fuzz.sh`), it is libFuzzer's driver, taking libFuzzer's options and corpus folders; in an ordinary build
/// it runs the files it is given through the same pipeline and prints what each did, to replay a finding with
/// Swift's own crash report.
@main
enum PlumbFuzz {
    static func main() {
        #if PLUMB_FUZZING
        pipeline.run(ScenePipeline.warmUp)
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
        #else
        let files = CommandLine.arguments.dropFirst()
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("usage: plumb-fuzz FILE…  (runs each scene through the fuzzed pipeline)\n".utf8))
            exit(2)
        }
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else {
                FileHandle.standardError.write(Data("plumb-fuzz: cannot read \(file)\n".utf8))
                exit(1)
            }
            guard let source = String(validating: data, as: UTF8.self) else {
                print("\(file): not UTF-8 text (Plumb refuses it before parsing)")
                continue
            }
            print("\(file): \(pipeline.run(source))")
        }
        #endif
    }
}

/// One pipeline for the whole run, so the painter's font and image caches are made once.
/// `nonisolated(unsafe)`, and safe: libFuzzer and the replay loop run one input at a time on the main thread.
nonisolated(unsafe) let pipeline = ScenePipeline()

#if PLUMB_FUZZING
/// libFuzzer's entry point: one input, run as a scene file's text. Bytes that are not UTF-8 are rejected (-1: kept
/// out of the corpus), as Plumb refuses such a file before parsing it; an input that takes more than
/// ``ScenePipeline/hangSeconds`` of CPU time stops the run as a crash would.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let source = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return -1 }
    let outcome = pipeline.run(source)
    if outcome.cpuSeconds > ScenePipeline.hangSeconds {
        fatalError(String(format: "hang: the input took %.1f s of CPU time, over %.0f s", outcome.cpuSeconds, ScenePipeline.hangSeconds))
    }
    return 0
}
#endif
